import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  estimatedTotalCents,
  HEADERS,
  reportNumberFor,
  type InspectionDocument,
  type InspectionRecord,
  type LetterheadResponse,
  type OrganizationContact,
  type VerifiedUser,
} from '@irrigo/contracts';
import { createServiceApp, serviceCallerKeys, verifyServiceToken } from '@irrigo/nest-kit';
import { createTestDatabase, createTestIdentity, type AccountOverrides, type TestDatabase, type TestIdentity } from '@irrigo/nest-kit/testing';
import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { completeDocument, draftDocument, people, putRequest, signedAgain, uuidv7 } from './support/inspections-test-app.js';

const PEOPLE = people();
const { ana, ben, carla, admin, manager, northSupervisor, southSupervisor } = PEOPLE;
const otherOrganizationAdmin = { ...admin, organizationId: PEOPLE.otherOrganizationId };

/**
 * What services/org keeps of each organization and location, as its GET /internal/letterhead gives it. An
 * organization without `contact` is answered as an org older than the contact answers (no phone, e-mail or
 * website fields at all, nor the location's phone), as during a rolling deploy.
 */
const ORGANIZATIONS: Record<string, { name: string; contact?: OrganizationContact }> = {
  [PEOPLE.organizationId]: {
    name: 'Green Valley Irrigation',
    contact: { phone: '512-555-0100', email: 'office@greenvalley.example', website: 'https://www.greenvalley.example/' },
  },
};
const LOCATIONS: Record<string, NonNullable<LetterheadResponse['location']>> = {
  [PEOPLE.north]: { name: 'North Branch', address: '400 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701', phone: null },
};
/** The contact line of Green Valley's letterhead, and what its footer adds. */
const NO_CONTACT: OrganizationContact = { phone: null, email: null, website: null };
const CONTACT_LINE = '(512) 555-0100 · office@greenvalley.example · www.greenvalley.example';
const FOOTER_LINE = 'Green Valley Irrigation · North Branch · 400 Congress Ave, Austin, TX 78701 · (512) 555-0100 · office@greenvalley.example';
/** up: answers; failing: 503; hanging: never answers (a stalled org). */
type OrgMode = 'up' | 'failing' | 'hanging';

/** A photo of one colour with noise, `width` × `height`: its size tells it apart among the PDF's images. */
const photo = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background, noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

const SIGNATURE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" viewBox="0 0 300 100"><path d="M10 80 C 60 10, 90 10, 140 60 S 220 90, 290 20" stroke="#111" stroke-width="3" fill="none"/></svg>';

interface Fixture {
  document: InspectionDocument;
  /** Media ids: two photos Included (640×480 and 480×360), one Excluded (500×500), one Included but not uploaded yet. */
  included: [string, string];
  excluded: string;
  pending: string;
}

/** A completed inspection with every part of the report: zones, an RP backflow test that passes, options, photos, signatures. */
function fullDocument(language: 'en' | 'es'): Fixture {
  const base = completeDocument(draftDocument({ name: 'Rosa Martínez', phone: '520-555-0101', email: 'rosa@example.com', language }));
  const zones = [uuidv7(), uuidv7(), uuidv7()];
  const included: [string, string] = [uuidv7(), uuidv7()];
  const excluded = uuidv7();
  const pending = uuidv7();
  const BETTER = randomUUID();
  const media = (id: string, caption: string, includeInPdf: boolean, section: 'controller' | 'zone', zoneId: string | null = null) => ({
    id,
    kind: 'photo' as const,
    caption,
    section,
    zoneId,
    includeInPdf,
    contentType: 'image/jpeg',
    byteSize: 50_000,
    capturedAt: '2026-11-25T14:00:00.000Z',
  });
  const document: InspectionDocument = {
    ...base,
    customer: { ...base.customer, propertyType: 'residential', systemAgeYears: 12, waterSource: 'city', staticPressurePsi: 68 },
    controller: {
      ...base.controller,
      brandModel: 'Hunter Pro-C',
      controllerType: 'timer',
      location: 'Garage',
      programmingStatus: 'needs-adjustment',
      batteryStatus: 'low',
      wiringCondition: 'fair',
    },
    mainLine: {
      waterPressurePsi: 65,
      leakDetection: 'minor-leaks',
      valveBoxCondition: 'poor',
      issuesFound: 'Weeping coupling by the meter',
      estimatedCostCents: 12_550,
    },
    backflow: {
      ...base.backflow,
      assemblyType: 'RP',
      condition: 'good',
      certificationStatus: 'certified',
      make: 'Febco',
      model: '825Y',
      testType: 'annual',
      readings: { ...base.backflow.readings, checkValve1Psid: 6.2, reliefValveOpenedPsid: 2.8, checkValve2Psid: 1.6 },
    },
    shutOff: { ...base.shutOff, hasShutOff: 'yes', location: 'Front yard', operation: 'stiff-difficult', estimatedCostCents: null },
    zones: [
      {
        id: zones[0]!,
        number: 1,
        description: 'Front lawn turf',
        zoneType: 'spray',
        headCount: 14,
        issueCounts: { 'broken-head': 2 },
        status: 'zone-ok',
        notes: '',
      },
      {
        id: zones[1]!,
        number: 2,
        description: 'Back shrubs',
        zoneType: 'drip',
        headCount: null,
        issueCounts: {},
        status: 'not-working',
        notes: 'Valve does not open',
      },
      {
        id: zones[2]!,
        number: 3,
        description: 'Side yard rotors',
        zoneType: 'rotor',
        headCount: 6,
        issueCounts: { 'clogged-nozzle': 1 },
        status: 'zone-ok',
        notes: '',
      },
    ],
    media: [
      media(included[0], 'Controller in the garage', true, 'controller'),
      media(excluded, 'Blurry shot of the fence', false, 'zone', zones[0]!),
      media(included[1], 'Broken spray head in the front lawn', true, 'zone', zones[0]!),
      media(pending, 'Valve box of zone 2', true, 'zone', zones[1]!),
    ],
    findings: [
      {
        id: randomUUID(),
        title: 'Replace broken spray heads',
        priority: 'urgent',
        section: 'zone',
        zoneId: zones[0]!,
        chosenOptionId: null,
        options: [
          { id: randomUUID(), tier: null, lines: [{ id: randomUUID(), pricebookItemId: null, name: 'Spray head 4"', quantity: 2, unitPriceCents: 1_850 }] },
        ],
      },
      {
        id: randomUUID(),
        title: 'Upgrade the controller',
        priority: 'recommended',
        section: 'controller',
        zoneId: null,
        chosenOptionId: BETTER,
        options: [
          {
            id: randomUUID(),
            tier: 'good',
            lines: [{ id: randomUUID(), pricebookItemId: null, name: 'Reprogram controller', quantity: 1, unitPriceCents: 7_500 }],
          },
          {
            id: BETTER,
            tier: 'better',
            lines: [
              { id: randomUUID(), pricebookItemId: null, name: 'Smart Wi-Fi controller', quantity: 1, unitPriceCents: 89_900 },
              { id: randomUUID(), pricebookItemId: null, name: 'Labor', quantity: 1.5, unitPriceCents: 9_500 },
            ],
          },
          {
            id: randomUUID(),
            tier: 'best',
            lines: [{ id: randomUUID(), pricebookItemId: null, name: 'Smart controller with flow sensor', quantity: 1, unitPriceCents: 149_900 }],
          },
        ],
      },
    ],
    summary: { overallAssessment: 'fair', notes: 'The system works but wastes water in zone 1.' },
    signatures: {
      customer: { signerName: 'Rosa Martínez', signedAt: '2026-11-25T15:10:00.000Z', svg: SIGNATURE_SVG, contentHash: 'b'.repeat(64) },
      technician: { signerName: 'Ana Field', signedAt: '2026-11-25T15:00:00.000Z', svg: SIGNATURE_SVG, contentHash: 'a'.repeat(64) },
    },
  };
  return { document: signedAgain(document), included, excluded, pending };
}

/** The text of a PDF (white space as single spaces), its page count and the sizes of its images, as a reader of the file gets them. */
async function readPdf(bytes: Buffer): Promise<{ text: string; pages: number; images: string[] }> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    // Words as a reader sees them: a table cell's text wraps onto lines of its own.
    const read = await parser.getText();
    const text = read.text.replace(/\s+/g, ' ');
    const images = (await parser.getImage({ imageBuffer: false, imageDataUrl: false })).pages.flatMap((page) =>
      page.images.map((image) => `${image.width}x${image.height}`),
    );
    return { text, pages: read.total, images };
  } finally {
    await parser.destroy();
  }
}

const binary = (response: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const stream = response as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

/** "$1,234.50": how both languages write US dollars (en-US and es-US). */
const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('GET /api/inspections/{id}/report.pdf', () => {
  let database: TestDatabase;
  let identity: TestIdentity;
  let app: NestExpressApplication;
  let mediaDir: string;
  let org: Server;
  let orgMode: OrgMode = 'up';
  const letterheadCalls: string[] = [];

  /** A stand-in for services/org's GET /internal/letterhead that checks inspections' service token as org does. */
  async function startOrg(): Promise<string> {
    const callers = serviceCallerKeys(identity.env.SERVICE_PUBLIC_JWKS);
    org = createServer((req, res) => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://org');
        const token = req.headers[HEADERS.service];
        const caller = typeof token === 'string' ? await verifyServiceToken(callers, 'org', token) : null;
        const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        if (caller !== 'inspections' || url.pathname !== '/internal/letterhead') return send(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'no' });
        letterheadCalls.push(url.search);
        if (orgMode === 'hanging') return;
        if (orgMode === 'failing') return send(503, { statusCode: 503, code: 'UPSTREAM_UNAVAILABLE', message: 'The database is not available right now' });
        const organization = ORGANIZATIONS[url.searchParams.get('organizationId') ?? ''];
        if (!organization) return send(404, { statusCode: 404, code: 'NOT_FOUND', message: 'The organization has not been set up yet' });
        const location = LOCATIONS[url.searchParams.get('locationId') ?? ''] ?? null;
        if (!organization.contact) {
          const older = location && { name: location.name, address: location.address, city: location.city, state: location.state, zipCode: location.zipCode };
          return send(200, { organization: { name: organization.name }, location: older });
        }
        return send(200, { organization: { name: organization.name, ...organization.contact }, location } satisfies LetterheadResponse);
      })();
    });
    await new Promise<void>((resolve) => org.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(org.address() as AddressInfo).port}`;
  }

  const headersOf = (user: AccountOverrides | null) => identity.gatewayHeaders(user ?? undefined);
  const report = async (id: string, user: AccountOverrides | null = ana, query: Record<string, string> = {}) =>
    request(app.getHttpServer())
      .get(`/api/inspections/${id}/report.pdf`)
      .query(query)
      .set(await headersOf(user))
      .buffer(true)
      .parse(binary);
  const save = async (
    id: string,
    document: InspectionDocument,
    version: number | null,
    user: Partial<VerifiedUser> = ana,
    status: 'draft' | 'completed' = 'completed',
  ) => {
    const response = await request(app.getHttpServer())
      .put(`/api/inspections/${id}`)
      .set({ ...(await headersOf(user)), ...(version === null ? {} : { 'if-match': `"${version}"` }) })
      .send(putRequest(id, document, { status }));
    if (![200, 201].includes(response.status)) throw new Error(`the save answered ${response.status}: ${JSON.stringify(response.body)}`);
    return response.body as InspectionRecord;
  };
  const upload = async (inspectionId: string, mediaId: string, bytes: Buffer, user: Partial<VerifiedUser> = ana) => {
    const response = await request(app.getHttpServer())
      .put(`/api/inspections/${inspectionId}/media/${mediaId}`)
      .set({ ...(await headersOf(user)), 'content-type': 'image/jpeg' })
      .send(bytes);
    expect(response.status).toBe(201);
  };
  /** The stored reports of an inspection (file names), from the media folder. */
  const storedReports = async (inspectionId: string) =>
    (await readdir(join(mediaDir, PEOPLE.organizationId, inspectionId)).catch(() => [] as string[])).filter((name) => /^report-.*\.pdf$/.test(name)).sort();

  /** The reports the service lists as kept for an inspection. */
  const keptReports = async (inspectionId: string) =>
    (await app
      .get(DataSource)
      .query('SELECT storage_key, version, language FROM "inspections"."inspection_reports" WHERE inspection_id = $1 ORDER BY storage_key', [
        inspectionId,
      ])) as { storage_key: string; version: number; language: string }[];

  let id: string;
  let fixture: Fixture;

  beforeAll(async () => {
    database = await createTestDatabase();
    identity = await createTestIdentity('inspections');
    mediaDir = await mkdtemp(join(tmpdir(), 'irrigo-report-api-'));
    const orgUrl = await startOrg();
    app = await createServiceApp(
      AppModule.forEnvironment({ NODE_ENV: 'test', PORT: '0', DATABASE_URL: database.url, MEDIA_DIR: mediaDir, ORG_SERVICE_URL: orgUrl, ...identity.env }),
    );
    await app.init();

    id = uuidv7();
    fixture = fullDocument('en');
    await save(id, fixture.document, null);
    await upload(id, fixture.included[0], await photo(640, 480, '#2f6f4f'));
    await upload(id, fixture.included[1], await photo(480, 360, '#6f2f2f'));
    await upload(id, fixture.excluded, await photo(500, 500, '#2f2f6f'));
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    org?.closeAllConnections();
    await new Promise((resolve) => org?.close(resolve));
    await database?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  describe('the report in English', () => {
    let response: request.Response;
    let pdf: { text: string; pages: number; images: string[] };

    beforeAll(async () => {
      response = await report(id, ana, { lang: 'en' });
      pdf = await readPdf(response.body as Buffer);
    });

    it('is a PDF named by its report number, never sniffed, not kept by a shared cache', () => {
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${reportNumberFor(id)}.pdf"`);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toMatch(/^private/);
      expect(response.headers['content-language']).toBe('en');
      expect((response.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(Number(response.headers['content-length'])).toBe((response.body as Buffer).length);
    });

    it('comes from the organization: its name, the location, its address and how to reach them at the top, and in the footer', () => {
      // The letterhead: the phone written as Americans do, the website without https://.
      expect(pdf.text).toContain(`Green Valley Irrigation North Branch 400 Congress Ave, Austin, TX 78701 ${CONTACT_LINE} Irrigation System Inspection Report`);
      // The footer of every page names them again, with the phone and the e-mail.
      expect(pdf.text.split(FOOTER_LINE).length - 1).toBe(pdf.pages);
      expect(pdf.text.indexOf('Green Valley Irrigation')).toBeLessThan(pdf.text.indexOf('Irrigation System Inspection Report'));
    });

    it('says who, where, when and by whom', () => {
      expect(pdf.text).toContain('Irrigation System Inspection Report');
      expect(pdf.text).toContain(reportNumberFor(id));
      expect(pdf.text).toContain('Rosa Martínez');
      expect(pdf.text).toContain('12 Sprinkler Way, Tucson AZ');
      expect(pdf.text).toContain('Ana Field');
      expect(pdf.text).toContain('November 25, 2026');
      expect(pdf.text).toContain('Completed');
    });

    it('gives each component’s findings with the condition scale', () => {
      expect(pdf.text).toContain('Condition scale');
      for (const condition of ['Excellent', 'Good', 'Fair', 'Poor', 'Failed', 'Missing']) expect(pdf.text).toContain(condition);
      expect(pdf.text).toContain('Hunter Pro-C');
      expect(pdf.text).toContain('Needs adjustment');
      expect(pdf.text).toContain('Minor leaks');
      expect(pdf.text).toContain('Weeping coupling by the meter');
      expect(pdf.text).toContain('Stiff / difficult');
    });

    it('has the zone table with each zone’s values', () => {
      expect(pdf.text).toContain('2 of 3 zones working');
      expect(pdf.text).toMatch(/Front lawn turf/);
      expect(pdf.text).toMatch(/Spray heads/);
      expect(pdf.text).toMatch(/Broken sprinkler head × 2/);
      expect(pdf.text).toMatch(/Back shrubs/);
      expect(pdf.text).toMatch(/Not working/);
      expect(pdf.text).toMatch(/Valve does not open/);
      expect(pdf.text).toMatch(/Clogged nozzle × 1/);
    });

    it('gives the backflow test result with its readings against the criteria', () => {
      expect(pdf.text).toContain('Backflow test result');
      expect(pdf.text).toContain('PASSED');
      expect(pdf.text).toContain('6.2 psid');
      expect(pdf.text).toContain('at least 5 psid');
    });

    it('lists the options with Good / Better / Best, the customer’s choice and the estimated total in USD', () => {
      const total = estimatedTotalCents(fixture.document);
      // 125.50 + 2 × 18.50 + (899.00 + 1.5 × 95.00): the chosen Better option counts.
      expect(total).toBe(12_550 + 3_700 + 89_900 + 14_250);
      expect(pdf.text).toContain(usd(total));
      expect(pdf.text).toContain('$1,204.00');
      expect(pdf.text).toContain('Option: Good');
      expect(pdf.text).toContain('Option: Better');
      expect(pdf.text).toContain('Option: Best');
      expect(pdf.text).toContain("Customer's choice");
      expect(pdf.text).toContain('Smart Wi-Fi controller');
    });

    it('has the captions of the included photos only, and the signatures and next steps', () => {
      expect(pdf.text).toContain('Controller in the garage');
      expect(pdf.text).toContain('Broken spray head in the front lawn');
      expect(pdf.text).not.toContain('Blurry shot of the fence');
      // Included but its bytes are not on the server yet.
      expect(pdf.text).not.toContain('Valve box of zone 2');
      expect(pdf.text).toContain('Signatures');
      expect(pdf.text).toMatch(/Rosa Martínez, November 25, 2026/);
      expect(pdf.text).toContain('Next steps');
      expect(pdf.text).toContain('service plan');
    });

    it('embeds the included photos and both signatures as images, and not the excluded photo', () => {
      const photos: string[] = pdf.images.filter((size) => ['640x480', '480x360', '500x500'].includes(size));
      expect(photos.sort()).toEqual(['480x360', '640x480']);
      // The two drawn signatures, as PNG images (300 × 100 drawings made 750 px wide at most).
      expect(pdf.images.filter((size) => !photos.includes(size))).toHaveLength(2);
    });
  });

  describe('the report in Spanish', () => {
    it('is written in correct irrigation Spanish, with the same values, dates and dollars', async () => {
      const response = await report(id, ana, { lang: 'es' });
      expect(response.status).toBe(200);
      expect(response.headers['content-language']).toBe('es');
      const { text, images } = await readPdf(response.body as Buffer);
      expect(text).toContain('Informe de inspección del sistema de riego');
      expect(text).toContain(`Número de informe`);
      expect(text).not.toMatch(/\breporte\b/i);
      expect(text).toContain('Green Valley Irrigation');
      expect(text).toContain('North Branch');
      expect(text).toContain(`400 Congress Ave, Austin, TX 78701 ${CONTACT_LINE} Informe de inspección del sistema de riego`);
      expect(text).toContain(FOOTER_LINE);
      expect(text).toContain(reportNumberFor(id));
      expect(text).toContain('Rosa Martínez');
      expect(text).toContain('25 de noviembre de 2026');
      expect(text).toContain('Controlador');
      expect(text).toContain('Aspersores fijos (spray)');
      expect(text).toContain('Aspersor roto × 2');
      expect(text).toContain('Válvula de cierre de emergencia');
      expect(text).toContain('Dispositivo de prevención de contraflujo');
      expect(text).toContain('Resultado de la prueba de contraflujo');
      expect(text).toContain('APROBADA');
      expect(text).toContain('2 de 3 zonas funcionan');
      expect(text).toContain('Opción: Mejor');
      expect(text).toContain('Elección del cliente');
      expect(text).toContain(usd(estimatedTotalCents(fixture.document)));
      expect(text).toContain('Próximos pasos');
      expect(text).not.toContain('Irrigation System Inspection Report');
      // The same photos as in English: the included ones with their captions (as the technician wrote them), the
      // excluded one left out, and both signatures.
      expect(text).toContain('Fotos');
      expect(text).toContain('Controller in the garage');
      expect(text).toContain('Broken spray head in the front lawn');
      expect(text).not.toContain('Blurry shot of the fence');
      expect(images.filter((size) => ['640x480', '480x360', '500x500'].includes(size)).sort()).toEqual(['480x360', '640x480']);
      expect(text).toContain('Firmas');
    });

    it('is the default for a customer whose language is Spanish', async () => {
      const spanish = uuidv7();
      await save(spanish, fullDocument('es').document, null);
      const response = await report(spanish);
      expect(response.status).toBe(200);
      expect(response.headers['content-language']).toBe('es');
      expect((await readPdf(response.body as Buffer)).text).toContain('Informe de inspección del sistema de riego');
      // And English for an English-speaking customer.
      expect((await report(id)).headers['content-language']).toBe('en');
    });
  });

  describe('made once per version', () => {
    it('serves the stored report again for the same version and language, and makes a new one for a new version', async () => {
      const cached = uuidv7();
      const own = fullDocument('en');
      const first = await save(cached, own.document, null);
      const one = await report(cached);
      const again = await report(cached);
      expect(one.status).toBe(200);
      // Byte for byte: the PDF carries its creation time, so a second rendering would differ.
      expect(Buffer.compare(again.body as Buffer, one.body as Buffer)).toBe(0);
      expect(await storedReports(cached)).toEqual([expect.stringMatching(/^report-v1-en-[0-9a-f]{16}\.pdf$/)]);

      // The customer signs again after the change (the service refuses a signature over other content).
      const changed = signedAgain({ ...own.document, customer: { ...own.document.customer, name: 'Rosa Martínez-López' } });
      await save(cached, changed, first.version);
      const second = await report(cached);
      expect(Buffer.compare(second.body as Buffer, one.body as Buffer)).not.toBe(0);
      expect((await readPdf(second.body as Buffer)).text).toContain('Rosa Martínez-López');
      // The new version's report replaces the old one in storage.
      expect(await storedReports(cached)).toEqual([expect.stringMatching(/^report-v2-en-[0-9a-f]{16}\.pdf$/)]);
      expect(await keptReports(cached)).toEqual([{ storage_key: expect.stringMatching(/\/report-v2-en-/), version: 2, language: 'en' }]);
      // Each language is a report of its own.
      expect((await report(cached, ana, { lang: 'es' })).status).toBe(200);
      expect(await storedReports(cached)).toEqual([expect.stringMatching(/^report-v2-en-/), expect.stringMatching(/^report-v2-es-/)]);
    });

    it('makes a new one when an included photo’s upload arrives after the version was saved', async () => {
      const later = uuidv7();
      const own = fullDocument('en');
      await save(later, own.document, null);
      const before = await readPdf((await report(later)).body as Buffer);
      expect(before.text).not.toContain('Valve box of zone 2');
      await upload(later, own.pending, await photo(320, 200, '#6f6f2f'));
      const after = await readPdf((await report(later)).body as Buffer);
      expect(after.text).toContain('Valve box of zone 2');
      expect(after.images).toContain('320x200');
      expect(await storedReports(later)).toHaveLength(1);
      expect(await keptReports(later)).toHaveLength(1);
    });

    it('makes a report asked for several times at once only once', async () => {
      const busy = uuidv7();
      await save(busy, fullDocument('en').document, null);
      const answers = await Promise.all([report(busy), report(busy), report(busy)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(await storedReports(busy)).toHaveLength(1);
      expect(Buffer.compare(answers[0]!.body as Buffer, answers[2]!.body as Buffer)).toBe(0);
    });
  });

  /**
   * An inspection of an organization of its own (so that no letterhead org gave earlier is at hand), made by a
   * technician at `locationId`. `contact` undefined: org answers as one older than the contact does.
   */
  const seed = async (organizationName: string, contact: OrganizationContact | undefined = NO_CONTACT, locationId = PEOPLE.north) => {
    const organizationId = randomUUID();
    ORGANIZATIONS[organizationId] = { name: organizationName, ...(contact ? { contact } : {}) };
    const technician = { ...ana, organizationId, locationId };
    const inspection = uuidv7();
    await save(inspection, fullDocument('en').document, null, technician);
    const inspectionDir = () =>
      readdir(join(mediaDir, organizationId, inspection))
        .then((names) => names.filter((name) => /^report-.*\.pdf$/.test(name)))
        .catch(() => [] as string[]);
    return { technician, inspection, inspectionDir };
  };

  describe('the letterhead’s contact', () => {
    it('is left out where org knows none: no contact line, no empty line, no stray separator', async () => {
      const { technician, inspection } = await seed('Sonoran Sprinklers');
      for (const [lang, title] of [
        ['en', 'Irrigation System Inspection Report'],
        ['es', 'Informe de inspección del sistema de riego'],
      ] as const) {
        const { text } = await readPdf((await report(inspection, technician, { lang })).body as Buffer);
        expect(text).toContain(`Sonoran Sprinklers North Branch 400 Congress Ave, Austin, TX 78701 ${title}`);
        // The footer ends at the address, then the page.
        expect(text).toMatch(/Sonoran Sprinklers · North Branch · 400 Congress Ave, Austin, TX 78701 (Report|Informe) /);
        expect(text).not.toMatch(/· ·|· (Report|Informe) /);
      }
    });

    it('gives the location’s phone rather than the organization’s, and only the parts org knows', async () => {
      const westside = randomUUID();
      LOCATIONS[westside] = { name: 'Westside', address: null, city: 'Tucson', state: 'AZ', zipCode: null, phone: '520.555.0142' };
      const { technician, inspection } = await seed(
        'Saguaro Water Works',
        { phone: '+1 520 555 0100', email: null, website: 'https://saguaro.example' },
        westside,
      );
      const { text } = await readPdf((await report(inspection, technician, { lang: 'es' })).body as Buffer);
      expect(text).toContain('Saguaro Water Works Westside Tucson, AZ (520) 555-0142 · saguaro.example Informe de inspección del sistema de riego');
      expect(text).toContain('Saguaro Water Works · Westside · Tucson, AZ · (520) 555-0142 Informe');
      expect(text).not.toContain('555-0100');
    });

    it('is left out, and the report made and kept as usual, when org is older than the contact and does not give it', async () => {
      const { technician, inspection, inspectionDir } = await seed('Old Pueblo Irrigation', undefined);
      const first = await report(inspection, technician);
      expect(first.status).toBe(200);
      const { text } = await readPdf(first.body as Buffer);
      expect(text).toContain('Old Pueblo Irrigation North Branch 400 Congress Ave, Austin, TX 78701 Irrigation System Inspection Report');
      expect(text).toMatch(/Old Pueblo Irrigation · North Branch · 400 Congress Ave, Austin, TX 78701 Report /);
      expect(await inspectionDir()).toHaveLength(1);
      expect(Buffer.compare((await report(inspection, technician)).body as Buffer, first.body as Buffer)).toBe(0);
    });
  });

  describe('when services/org does not answer', () => {
    it('makes the report without the letterhead, keeps nothing, and has it again once org answers', async () => {
      const { technician, inspection, inspectionDir } = await seed('Desert Bloom Landscapes');
      orgMode = 'failing';
      try {
        const without = await report(inspection, technician);
        expect(without.status).toBe(200);
        const text = (await readPdf(without.body as Buffer)).text;
        expect(text).toContain('Irrigation System Inspection Report');
        expect(text).toContain('Rosa Martínez');
        expect(text).not.toContain('Desert Bloom Landscapes');
        expect(await inspectionDir()).toEqual([]);
        expect(await keptReports(inspection)).toEqual([]);
      } finally {
        orgMode = 'up';
      }
      const withIt = await report(inspection, technician);
      expect(withIt.status).toBe(200);
      const text = (await readPdf(withIt.body as Buffer)).text;
      expect(text).toContain('Desert Bloom Landscapes');
      expect(text).toContain('North Branch');
      expect(await inspectionDir()).toHaveLength(1);
      // Kept now: served again byte for byte.
      expect(Buffer.compare((await report(inspection, technician)).body as Buffer, withIt.body as Buffer)).toBe(0);
    });

    it('waits for a stalled org no longer than its budget', async () => {
      const { technician, inspection, inspectionDir } = await seed('Mesa Sprinkler Co');
      orgMode = 'hanging';
      try {
        const started = Date.now();
        const without = await report(inspection, technician);
        // The org budget (1.5 s) and a render; far less than the gateway's 15 s.
        expect([without.status, Date.now() - started < 8_000]).toEqual([200, true]);
        expect((await readPdf(without.body as Buffer)).text).not.toContain('Mesa Sprinkler Co');
        expect(await inspectionDir()).toEqual([]);
      } finally {
        orgMode = 'up';
      }
      expect((await readPdf((await report(inspection, technician)).body as Buffer)).text).toContain('Mesa Sprinkler Co');
    }, 20_000);

    it('asks org for the letterhead with inspections’ own service token, once for a burst of reports', async () => {
      const { technician, inspection } = await seed('Saguaro Irrigation');
      const before = letterheadCalls.length;
      const answers = await Promise.all([report(inspection, technician), report(inspection, technician, { lang: 'es' }), report(inspection, technician)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(letterheadCalls.slice(before)).toEqual([`?organizationId=${technician.organizationId}&locationId=${PEOPLE.north}`]);
    });
  });

  describe('who may have it', () => {
    it('requires a signed-in user (401) with a role (401 ROLE_REQUIRED)', async () => {
      const signedOut = await request(app.getHttpServer())
        .get(`/api/inspections/${id}/report.pdf`)
        .set(await headersOf(null));
      expect([signedOut.status, signedOut.body.code]).toEqual([401, 'UNAUTHENTICATED']);
      const roleless = await request(app.getHttpServer())
        .get(`/api/inspections/${id}/report.pdf`)
        .set(await headersOf({ ...ana, role: null }));
      expect([roleless.status, roleless.body.code]).toEqual([401, 'ROLE_REQUIRED']);
    });

    it('is seen as the inspection is: its technician, their location’s supervisor, the organization’s admins and managers', async () => {
      for (const user of [ana, northSupervisor, admin, manager]) expect([user.role, (await report(id, user)).status]).toEqual([user.role, 200]);
    });

    it('is 404 for another technician, another location’s supervisor or technician, and another organization', async () => {
      for (const user of [ben, carla, southSupervisor, otherOrganizationAdmin]) {
        const response = await request(app.getHttpServer())
          .get(`/api/inspections/${id}/report.pdf`)
          .set(await headersOf(user));
        expect([user.role, response.status, response.body.code]).toEqual([user.role, 404, 'NOT_FOUND']);
      }
    });

    it('is 404 for a deleted inspection and an unknown one', async () => {
      const deleted = uuidv7();
      await save(deleted, fullDocument('en').document, null);
      expect((await report(deleted)).status).toBe(200);
      await app.get(DataSource).query('UPDATE "inspections"."inspections" SET deleted_at = now() WHERE id = $1', [deleted]);
      const gone = await request(app.getHttpServer())
        .get(`/api/inspections/${deleted}/report.pdf`)
        .set(await headersOf(ana));
      expect([gone.status, gone.body.code]).toEqual([404, 'NOT_FOUND']);
      expect((await report(uuidv7())).status).toBe(404);
    });

    it('rejects a language it does not write and an id that is not an inspection’s (400)', async () => {
      for (const [path, query] of [
        [`/api/inspections/${id}/report.pdf`, { lang: 'fr' }],
        [`/api/inspections/${id}/report.pdf`, { lang: 'EN' }],
        [`/api/inspections/not-an-id/report.pdf`, {}],
      ] as const) {
        const response = await request(app.getHttpServer())
          .get(path)
          .query(query)
          .set(await headersOf(ana));
        expect([path, response.status, response.body.code]).toEqual([path, 400, 'VALIDATION_FAILED']);
      }
    });
  });

  it('reads drafts too, marked as drafts', async () => {
    const draft = uuidv7();
    await save(draft, draftDocument(), null, ana, 'draft');
    const { text } = await readPdf((await report(draft)).body as Buffer);
    expect(text).toContain('This inspection is still a draft');
    expect(text).toContain('No zones were recorded.');
    expect(text).toContain('No repairs are recommended at this time.');
    expect(text).toContain(usd(0));
  });
});
