import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  HEADERS,
  reportNumberFor,
  type InspectionDocument,
  type LetterheadResponse,
  type ReportSend,
  type ReportSendsResponse,
  type VerifiedUser,
} from '@irrigo/contracts';
import { serviceCallerKeys, TIMEOUTS, verifyServiceToken } from '@irrigo/nest-kit';
import {
  createTestDatabase,
  startStallingRelay,
  startTestMailSink,
  throughRelay,
  type CaughtMessage,
  type StallingRelay,
  type TestDatabase,
  type TestMailSink,
} from '@irrigo/nest-kit/testing';
import request from 'supertest';
import { ReportsService } from '../src/reports/reports.service.js';
import {
  completeDocument,
  draftDocument,
  people,
  putRequest,
  startInspectionsTestApp,
  uuidv7,
  type InspectionsTestApp,
} from './support/inspections-test-app.js';

const PEOPLE = people();
const { ana, ben, carla, admin, northSupervisor, southSupervisor } = PEOPLE;
const otherOrganizationAdmin = { ...admin, organizationId: PEOPLE.otherOrganizationId };

/** A completed inspection of Ana's for a customer with this address and language. */
const customerDocument = (email: string, language: 'en' | 'es' = 'en', name = 'Rosa Martínez'): InspectionDocument =>
  completeDocument(draftDocument({ name, email, language, phone: '520-555-0101' }));

const binary = (response: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const stream = response as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

const pdfOf = (message: CaughtMessage) => {
  expect(message.attachments).toHaveLength(1);
  const [attachment] = message.attachments;
  return { ...attachment!, bytes: Buffer.from(attachment!.content, 'base64') };
};

/** The organization as services/org keeps it: the message names who the report comes from and how to reach them. */
const ORGANIZATION_NAME = 'Bloom & Sons Irrigation';
const ORGANIZATION_CONTACT = { phone: '520-555-0100', email: 'office@bloomandsons.example', website: 'https://bloomandsons.example/?from=report&lang=en' };
/** Another organization org knows, without any contact. */
const OTHER_ORGANIZATION_NAME = 'Mesa Irrigation';

/** A fresh address per test, so each counts only its own mails. */
const address = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`;

describe('e-mailing the customer’s report', () => {
  let t: InspectionsTestApp;
  let sink: TestMailSink;
  let mediaDir: string;
  let org: Server;

  const mailsTo = (to: string) => sink.all().filter((message) => message.to.includes(to));
  const save = async (document: InspectionDocument, user: Partial<VerifiedUser> = ana) => {
    const id = uuidv7();
    const response = await t.put(id, putRequest(id, document, { status: 'completed' }), user);
    if (response.status !== 201) throw new Error(`the save answered ${response.status}: ${JSON.stringify(response.body)}`);
    return id;
  };
  const send = async (id: string, body: object = {}, key: string | null = randomUUID(), user: Partial<VerifiedUser> | null = ana) =>
    request(t.server)
      .post(`/api/inspections/${id}/report/send`)
      .set({ ...(await t.as(user)), ...(key === null ? {} : { 'Idempotency-Key': key }) })
      .send(body);
  const sends = async (id: string, user: Partial<VerifiedUser> | null = ana) => t.get(`/api/inspections/${id}/report/sends`, user);

  beforeAll(async () => {
    sink = await startTestMailSink();
    mediaDir = await mkdtemp(join(tmpdir(), 'irrigo-report-sends-'));
    // services/org's GET /internal/letterhead, checking inspections' service token as org does; it knows one organization.
    org = createServer((req, res) => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://org');
        const token = req.headers[HEADERS.service];
        const caller = typeof token === 'string' ? await verifyServiceToken(serviceCallerKeys(t.identity.env.SERVICE_PUBLIC_JWKS), 'org', token) : null;
        const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        if (caller !== 'inspections' || url.pathname !== '/internal/letterhead') return send(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'no' });
        const organizationId = url.searchParams.get('organizationId');
        if (organizationId === PEOPLE.otherOrganizationId) {
          return send(200, {
            organization: { name: OTHER_ORGANIZATION_NAME, phone: null, email: null, website: null },
            location: null,
          } satisfies LetterheadResponse);
        }
        if (organizationId !== PEOPLE.organizationId) return send(404, { statusCode: 404, code: 'NOT_FOUND', message: 'unknown' });
        return send(200, { organization: { name: ORGANIZATION_NAME, ...ORGANIZATION_CONTACT }, location: null } satisfies LetterheadResponse);
      })();
    });
    await new Promise<void>((resolve) => org.listen(0, '127.0.0.1', resolve));
    t = await startInspectionsTestApp(undefined, undefined, {
      MEDIA_DIR: mediaDir,
      SMTP_URL: sink.smtpUrl,
      MAIL_FROM: 'Irrigo Reports <reports@irrigo.test>',
      ORG_SERVICE_URL: `http://127.0.0.1:${(org.address() as AddressInfo).port}`,
    });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => org?.close(resolve));
    await sink?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  describe('works', () => {
    it('mails the report to the customer in English, with the same PDF as the download, and records the send', async () => {
      const to = address('rosa');
      const id = await save(customerDocument(to, 'en'));
      const key = randomUUID();
      const response = await send(id, {}, key);
      expect(response.status).toBe(201);
      const sent = response.body as ReportSend;
      expect(sent).toEqual({
        id: expect.any(String),
        inspectionId: id,
        to,
        lang: 'en',
        inspectionVersion: 1,
        sentAt: expect.any(String),
        sentBy: { id: expect.any(String), name: 'Test Owner' },
      });
      expect(Math.abs(Date.parse(sent.sentAt) - Date.now())).toBeLessThan(30_000);

      const message = await sink.next(to);
      expect(message.from).toBe('reports@irrigo.test');
      expect(message.subject).toBe(`Your irrigation inspection report ${reportNumberFor(id)}`);
      expect(message.text).toContain('Dear Rosa Martínez,');
      expect(message.text).toContain('carried out by Ana Field on November 25, 2026');
      expect(message.text).toContain('12 Sprinkler Way, Tucson AZ');
      expect(message.text).toContain(`for ${ORGANIZATION_NAME}.`);
      // Signed off by the organization with its contact; the customer's reply goes to the office, not the no-reply From.
      expect(message.text).toMatch(
        /Kind regards,\nBloom & Sons Irrigation\nPhone: \(520\) 555-0100\nE-mail: office@bloomandsons\.example\nWebsite: bloomandsons\.example\/\?from=report&lang=en$/,
      );
      expect(message.replyTo).toEqual(['office@bloomandsons.example']);
      expect(message.html).toContain('<p>Dear Rosa Martínez,</p>');
      expect(message.html).toContain(
        '<p>Kind regards,<br>Bloom &amp; Sons Irrigation<br>Phone: (520) 555-0100<br>' +
          'E-mail: <a href="mailto:office@bloomandsons.example">office@bloomandsons.example</a><br>' +
          'Website: <a href="https://bloomandsons.example/?from=report&amp;lang=en">bloomandsons.example/?from=report&amp;lang=en</a></p>',
      );
      const pdf = pdfOf(message);
      expect(pdf.filename).toBe(`${reportNumberFor(id)}.pdf`);
      expect(pdf.contentType).toBe('application/pdf');
      expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const download = await request(t.server)
        .get(`/api/inspections/${id}/report.pdf?lang=en`)
        .set(await t.as(ana))
        .buffer(true)
        .parse(binary);
      expect(download.status).toBe(200);
      expect(pdf.bytes.equals(download.body as Buffer)).toBe(true);

      const listed = await sends(id);
      expect(listed.status).toBe(200);
      expect((listed.body as ReportSendsResponse).sends).toEqual([sent]);
      const audit = (await t.dataSource.query(`SELECT action, details FROM "inspections"."inspection_audit_events" WHERE inspection_id = $1`, [id])) as {
        action: string;
        details: Record<string, unknown>;
      }[];
      expect(audit).toEqual([{ action: 'inspection.report-sent', details: expect.objectContaining({ to, lang: 'en', inspectionVersion: 1 }) }]);
    });

    it('writes to a Spanish-speaking customer in Spanish by default', async () => {
      const to = address('lucia');
      const id = await save(customerDocument(to, 'es', 'Lucía Gómez'));
      const response = await send(id);
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ to, lang: 'es' });
      const message = await sink.next(to);
      expect(message.subject).toBe(`Su informe de inspección de riego ${reportNumberFor(id)}`);
      expect(message.text).toContain('Estimado(a) Lucía Gómez:');
      expect(message.text).toContain('realizada por Ana Field el 25 de noviembre de 2026');
      expect(message.text).toContain('contraflujo');
      expect(message.text).toMatch(
        /Atentamente,\nBloom & Sons Irrigation\nTeléfono: \(520\) 555-0100\nCorreo electrónico: office@bloomandsons\.example\nSitio web: bloomandsons\.example\/\?from=report&lang=en$/,
      );
      expect(message.html).toContain('<p>Atentamente,<br>Bloom &amp; Sons Irrigation<br>Teléfono: (520) 555-0100<br>Correo electrónico: <a href="mailto:');
      expect(message.replyTo).toEqual(['office@bloomandsons.example']);
      expect(message.text).not.toContain('Dear');
      expect(pdfOf(message).bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });

    it('sends to the address and in the language asked for instead, and lists the sends newest first', async () => {
      const customer = address('rosa');
      const office = address('office');
      const id = await save(customerDocument(customer, 'en'));
      const first = await send(id, { to: office, lang: 'es' });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ to: office, lang: 'es' });
      const message = await sink.next(office);
      expect(message.subject).toMatch(/^Su informe de inspección de riego /);
      expect(mailsTo(customer)).toHaveLength(0);

      const second = await send(id, { lang: 'en' }, randomUUID(), northSupervisor);
      expect(second.status).toBe(201);
      expect(second.body).toMatchObject({ to: customer, lang: 'en' });
      expect((await sink.next(customer)).subject).toMatch(/^Your irrigation inspection report /);
      const listed = (await sends(id, admin)).body as ReportSendsResponse;
      expect(listed.sends.map((entry) => [entry.to, entry.lang])).toEqual([
        [customer, 'en'],
        [office, 'es'],
      ]);
    });

    it('signs off with the organization alone, and no Reply-To, when org knows no contact', async () => {
      const to = address('mesa');
      const id = await save(customerDocument(to), otherOrganizationAdmin);
      expect((await send(id, {}, randomUUID(), otherOrganizationAdmin)).status).toBe(201);
      const message = await sink.next(to);
      expect(message.text).toMatch(/Kind regards,\nMesa Irrigation$/);
      expect(message.html).toContain('<p>Kind regards,<br>Mesa Irrigation</p>');
      expect(message.replyTo).toEqual([]);
    });

    it('records the version the attached PDF was made from, though a save lands after the send read the inspection', async () => {
      const to = address('version');
      const id = await save(customerDocument(to));
      const reports = t.app.get(ReportsService);
      const make = reports.report.bind(reports);
      // The technician saves version 2 after the send has read version 1, before the report is made.
      const spy = jest.spyOn(reports, 'report').mockImplementationOnce(async (...args) => {
        const saved = await t.put(id, putRequest(id, customerDocument(to, 'en', 'Rosa Martínez-López'), { status: 'completed' }), ana, { 'if-match': '"1"' });
        expect(saved.status).toBe(200);
        return make(...args);
      });
      let response: request.Response;
      try {
        response = await send(id);
      } finally {
        spy.mockRestore();
      }
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ inspectionVersion: 2 });
      // The PDF sent is version 2's: the one the download gives now.
      const attached = pdfOf(await sink.next(to)).bytes;
      const download = await request(t.server)
        .get(`/api/inspections/${id}/report.pdf?lang=en`)
        .set(await t.as(ana))
        .buffer(true)
        .parse(binary);
      expect(attached.equals(download.body as Buffer)).toBe(true);
      expect(((await sends(id)).body as ReportSendsResponse).sends.map((entry) => entry.inspectionVersion)).toEqual([2]);
      const audit = (await t.dataSource.query(`SELECT details FROM "inspections"."inspection_audit_events" WHERE inspection_id = $1`, [id])) as {
        details: Record<string, unknown>;
      }[];
      expect(audit).toEqual([{ details: expect.objectContaining({ inspectionVersion: 2 }) }]);
    });

    it('escapes every value it puts in the HTML', async () => {
      const to = address('mallory');
      const id = await save(customerDocument(to, 'en', 'Ann <img src=x onerror=alert(1)> & "Co"'));
      expect((await send(id)).status).toBe(201);
      const message = await sink.next(to);
      expect(message.html).toContain('Dear Ann &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;,');
      expect(message.html).not.toContain('<img');
      expect(message.text).toContain('Dear Ann <img src=x onerror=alert(1)> & "Co",');
    });
  });

  describe('idempotency', () => {
    it('mails once for a key sent twice, and answers the same send again with 200', async () => {
      const to = address('twice');
      const id = await save(customerDocument(to));
      const key = randomUUID();
      const first = await send(id, {}, key);
      expect(first.status).toBe(201);
      await sink.next(to);
      const again = await send(id, {}, key, admin);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(mailsTo(to)).toHaveLength(1);
      expect(((await sends(id)).body as ReportSendsResponse).sends).toHaveLength(1);
    });

    it('answers 422 to a used key with another body or for another inspection, and mails nothing more', async () => {
      const to = address('reuse');
      const id = await save(customerDocument(to));
      const other = await save(customerDocument(to));
      const key = randomUUID();
      expect((await send(id, {}, key)).status).toBe(201);
      await sink.next(to);
      for (const [inspection, body] of [
        [id, { lang: 'es' }],
        [id, { to }],
        [other, {}],
      ] as const) {
        const response = await send(inspection, body, key);
        expect(response.status).toBe(422);
        expect(response.body).toMatchObject({ statusCode: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
      }
      expect(mailsTo(to)).toHaveLength(1);
    });

    it('mails exactly once when 10 requests with the same key arrive together', async () => {
      const to = address('burst');
      const id = await save(customerDocument(to));
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 10 }, () => send(id, {}, key)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.every((status) => [200, 201, 409].includes(status))).toBe(true);
      for (const answer of answers.filter((response) => response.status === 409)) expect(answer.body).toMatchObject({ code: 'REPORT_SEND_IN_PROGRESS' });
      await sink.next(to);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(mailsTo(to)).toHaveLength(1);
      // Once the first has finished, the key answers its send.
      expect((await send(id, {}, key)).status).toBe(200);
    });

    it('answers 409 while the key’s first request is still sending, and takes over one abandoned long ago', async () => {
      const to = address('abandoned');
      const id = await save(customerDocument(to));
      const [inspection] = (await t.dataSource.query(`SELECT organization_id FROM "inspections"."inspections" WHERE id = $1`, [id])) as {
        organization_id: string;
      }[];
      const claim = async (key: string, startedSecondsAgo: number) =>
        t.dataSource.query(
          `INSERT INTO "inspections"."inspection_report_sends"
             (organization_id, inspection_id, idempotency_key, request_hash, to_address, lang, inspection_version, sent_by_id, created_at)
           VALUES ($1, $2, $3, encode(sha256('{"lang":null,"to":null}'::bytea), 'hex'), $4, 'en', 1, $5, now() - make_interval(secs => $6))`,
          [inspection!.organization_id, id, key, to, randomUUID(), startedSecondsAgo],
        );
      const busy = randomUUID();
      await claim(busy, 5);
      const inProgress = await send(id, {}, busy);
      expect(inProgress.status).toBe(409);
      expect(inProgress.body).toMatchObject({ statusCode: 409, code: 'REPORT_SEND_IN_PROGRESS' });

      const crashed = randomUUID();
      await claim(crashed, 180);
      const takenOver = await send(id, {}, crashed);
      expect(takenOver.status).toBe(201);
      expect(takenOver.body).toMatchObject({ to, sentBy: { name: 'Test Owner' } });
      await sink.next(to);
      expect((await send(id, {}, crashed)).status).toBe(200);
      expect(mailsTo(to)).toHaveLength(1);
    });

    it('answers 50 sends with different keys arriving together, and mails 50 times', async () => {
      const to = address('fifty');
      const id = await save(customerDocument(to));
      const answers = await Promise.all(Array.from({ length: 50 }, () => send(id)));
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 50 }, () => 201));
      const deadline = Date.now() + 10_000;
      while (mailsTo(to).length < 50 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(mailsTo(to)).toHaveLength(50);
      expect(((await sends(id)).body as ReportSendsResponse).sends).toHaveLength(50);
    }, 60_000);
  });

  describe('when the mail server is down', () => {
    it('answers 503 MAIL_UNAVAILABLE and records nothing; a retry with the same key mails once', async () => {
      const to = address('down');
      const id = await save(customerDocument(to));
      const key = randomUUID();
      await sink.down();
      try {
        const refused = await send(id, {}, key);
        expect(refused.status).toBe(503);
        expect(refused.body).toMatchObject({ statusCode: 503, code: 'MAIL_UNAVAILABLE' });
        expect(((await sends(id)).body as ReportSendsResponse).sends).toEqual([]);
      } finally {
        await sink.up();
      }
      const retried = await send(id, {}, key);
      expect(retried.status).toBe(201);
      await sink.next(to);
      expect((await send(id, {}, key)).status).toBe(200);
      expect(mailsTo(to)).toHaveLength(1);
    });
  });

  describe('bad input', () => {
    let id: string;
    const to = address('bad-input');
    beforeAll(async () => {
      id = await save(customerDocument(to));
    });

    it('requires an Idempotency-Key of 8–128 visible characters', async () => {
      for (const key of [null, '', 'short', 'has a space in it', 'x'.repeat(129), 'clé-non-ascii-1234']) {
        const response = await send(id, {}, key);
        expect([key, response.status]).toEqual([key, 400]);
        expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('Idempotency-Key') });
      }
      expect(mailsTo(to)).toHaveLength(0);
    });

    it('refuses an address that is not one, a language it does not write, and fields it does not know', async () => {
      for (const [body, field] of [
        [{ to: 'not-an-address' }, 'to'],
        [{ to: `${'a'.repeat(250)}@example.com` }, 'to'],
        [{ lang: 'fr' }, 'lang'],
        [{ cc: 'boss@example.com' }, 'cc'],
      ] as const) {
        const response = await send(id, body);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED' });
        expect(JSON.stringify(response.body)).toContain(field);
      }
      expect((await send('not-a-uuid')).status).toBe(400);
      expect(mailsTo(to)).toHaveLength(0);
    });

    it('answers 422 CUSTOMER_HAS_NO_EMAIL when no address is given or known, and sends to one given', async () => {
      const id = await save(customerDocument(''));
      const response = await send(id);
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ statusCode: 422, code: 'CUSTOMER_HAS_NO_EMAIL' });
      const given = address('given');
      expect((await send(id, { to: given })).status).toBe(201);
      await sink.next(given);
    });
  });

  describe('who may send and see the sends', () => {
    let id: string;
    const to = address('scope');
    beforeAll(async () => {
      id = await save(customerDocument(to));
    });

    it('answers 401 to a request that is not signed in', async () => {
      expect((await send(id, {}, randomUUID(), null)).status).toBe(401);
      expect((await sends(id, null)).status).toBe(401);
    });

    it('answers 404 to another technician, another location’s supervisor and another organization', async () => {
      for (const user of [ben, carla, southSupervisor, otherOrganizationAdmin]) {
        const response = await send(id, {}, randomUUID(), user);
        expect([user.role, response.status, response.body]).toEqual([user.role, 404, expect.objectContaining({ code: 'NOT_FOUND' })]);
        expect((await sends(id, user)).status).toBe(404);
      }
      expect(mailsTo(to)).toHaveLength(0);
    });

    it('lets the technician who did it, the location’s supervisor and the office send it', async () => {
      for (const user of [ana, northSupervisor, admin]) expect((await send(id, {}, randomUUID(), user)).status).toBe(201);
      const listed = ((await sends(id, northSupervisor)).body as ReportSendsResponse).sends;
      expect(listed).toHaveLength(3);
    });

    it('answers 404 once the inspection is deleted', async () => {
      const deleted = await save(customerDocument(to));
      const removal = await request(t.server)
        .delete(`/api/admin/inspections/${deleted}`)
        .set(await t.as(admin));
      expect(removal.status).toBe(204);
      expect((await send(deleted, {}, randomUUID(), admin)).status).toBe(404);
      expect((await sends(deleted, admin)).status).toBe(404);
    });
  });
});

/** The database stops answering (see inspections-database-stall.api.spec.ts): a send fails fast with 503 and mails nothing. */
describe('e-mailing the report when the database stalls', () => {
  let database: TestDatabase;
  let relay: StallingRelay;
  let sink: TestMailSink;
  let t: InspectionsTestApp;
  let mediaDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    relay = await startStallingRelay(database.url);
    sink = await startTestMailSink();
    mediaDir = await mkdtemp(join(tmpdir(), 'irrigo-report-sends-stall-'));
    t = await startInspectionsTestApp((db) => throughRelay(db.url, relay), database, { MEDIA_DIR: mediaDir, SMTP_URL: sink.smtpUrl });
  }, 60_000);

  afterAll(async () => {
    relay?.resume();
    await t?.close();
    await relay?.close();
    await sink?.close();
    await database?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it('answers 503 UPSTREAM_UNAVAILABLE within the database budget, and sends once the database is back', async () => {
    const to = `stall-${randomUUID().slice(0, 8)}@example.com`;
    const id = uuidv7();
    expect((await t.put(id, putRequest(id, customerDocument(to)), ana)).status).toBe(201);
    const key = randomUUID();
    const post = async () =>
      request(t.server)
        .post(`/api/inspections/${id}/report/send`)
        .set({ ...(await t.as(ana)), 'Idempotency-Key': key })
        .send({});

    relay.stall();
    const budget = TIMEOUTS.databaseAcquireMs + TIMEOUTS.databaseQueryMs + 1_000;
    const started = Date.now();
    const stalled = await post();
    const took = Date.now() - started;
    expect([stalled.status, took < budget, took]).toEqual([503, true, took]);
    expect(stalled.body).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(sink.all()).toHaveLength(0);

    relay.resume();
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline && status !== 201) {
      status = (await post()).status;
      if (status !== 201) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(201);
    await sink.next(to);
    expect(sink.all()).toHaveLength(1);
  }, 30_000);
});
