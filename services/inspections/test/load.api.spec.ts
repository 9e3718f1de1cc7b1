import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  INSPECTION_DELETED_AUDIT_ACTION,
  type DashboardStats,
  type InspectionAuditEventsResponse,
  type InspectionListPage,
  type VerifiedUser,
} from '@irrigo/contracts';
import { createServiceApp } from '@irrigo/nest-kit';
import { createTestDatabase, createTestIdentity, type TestDatabase, type TestIdentity } from '@irrigo/nest-kit/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { completeDocument, draftDocument, insertInspection, people, putRequest, uuidv7 } from './support/inspections-test-app.js';

const who = people();
const admin = { ...who.admin, id: randomUUID(), email: 'owner@riego.example' } satisfies Partial<VerifiedUser>;
const BURST = 50;
const TUS = { 'Tus-Resumable': '1.0.0' };

/** The start of an MP4 (its ftyp box, what file-type reads), then random media data: `size` bytes in all. */
function mp4Of(size: number): Buffer {
  const ftyp = Buffer.alloc(32);
  ftyp.writeUInt32BE(32);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.write('\0\0\x02\0isomiso2avc1mp41', 12, 'latin1');
  const mdat = randomBytes(size - ftyp.length);
  mdat.writeUInt32BE(mdat.length);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

const binary = (response: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const stream = response as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

/** `count` calls at once; each answer with its index. */
const atOnce = <T>(count: number, call: (index: number) => Promise<T>): Promise<T[]> => Promise.all(Array.from({ length: count }, (_, index) => call(index)));
const statusesOf = (responses: request.Response[]) => responses.map((response) => response.status);

/**
 * Fifty requests at once at each of the office's and the field's heavy calls, over real sockets: every answer must
 * be the right one (the same as the same call made alone), never a 5xx; a report asked for fifty times at once is
 * made once; fifty deletes delete fifty, and ten deletes of one inspection delete it once. On PGlite the requests
 * queue behind its single session: the assertions are about answers, not timings.
 */
describe('services/inspections under 50 concurrent requests', () => {
  let database: TestDatabase;
  let identity: TestIdentity;
  let app: NestExpressApplication;
  let mediaDir: string;
  /** Completed inspections of ana's with a document (reports), and drafts inserted as rows (deletes). */
  const reported: string[] = [];
  const deletable: string[] = [];
  const raced = uuidv7();

  const headers = (user: Partial<VerifiedUser>) => identity.gatewayHeaders(user);
  const get = async (path: string, user: Partial<VerifiedUser> = admin) =>
    request(app.getHttpServer())
      .get(path)
      .set(await headers(user));
  const pdf = async (id: string, lang: 'en' | 'es') =>
    request(app.getHttpServer())
      .get(`/api/inspections/${id}/report.pdf?lang=${lang}`)
      .set(await headers(who.ana))
      .buffer(true)
      .parse(binary);
  const query = <T>(sql: string, parameters: unknown[] = []) => app.get(DataSource).query(sql, parameters) as Promise<T[]>;
  const storedReports = async (id: string) =>
    (await readdir(join(mediaDir, who.organizationId, id)).catch(() => [] as string[])).filter((name) => /^report-.*\.pdf$/.test(name));

  beforeAll(async () => {
    database = await createTestDatabase();
    identity = await createTestIdentity('inspections');
    mediaDir = await mkdtemp(join(tmpdir(), 'irrigo-load-'));
    app = await createServiceApp(
      AppModule.forEnvironment({
        NODE_ENV: 'test',
        PORT: '0',
        DATABASE_URL: database.url,
        MEDIA_DIR: mediaDir,
        MEDIA_SWEEP_INTERVAL_MINUTES: '0',
        ...identity.env,
      }),
    );
    await app.init();
    // Real sockets: fifty requests are fifty connections at once.
    await app.listen(0, '127.0.0.1');

    for (let index = 0; index < 11; index++) {
      const id = uuidv7();
      const document = completeDocument(draftDocument({ name: `Cliente ${index} Muñoz`, address: `${index} Sprinkler Way, Tucson, AZ 85701` }));
      const now = new Date().toISOString();
      const saved = await request(app.getHttpServer())
        .put(`/api/inspections/${id}`)
        .set(await headers(who.ana))
        .send(putRequest(id, document, { status: 'completed', createdAt: now, savedAt: now }));
      expect(saved.status).toBe(201);
      reported.push(id);
    }
    for (const id of [...Array.from({ length: BURST }, () => uuidv7()), raced]) {
      await insertInspection(app.get(DataSource), {
        id,
        reportNumber: `IRR-LOAD-${id.slice(-12)}`,
        organizationId: who.organizationId,
        locationId: who.north,
        technicianId: who.ben.technicianId,
        status: 'draft',
        clientName: `Borrable ${id.slice(-4)}`,
        estimatedTotalCents: 1000,
      });
      if (id !== raced) deletable.push(id);
    }
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it('answers 50 dashboard stats at once, each as the same call alone does', async () => {
    const paths = ['week', 'month', 'quarter'].flatMap((period) => [
      `/api/dashboard/stats?period=${period}&timeZone=UTC`,
      `/api/dashboard/stats?period=${period}&timeZone=UTC&locationId=${who.north}`,
    ]);
    const alone = new Map<string, DashboardStats>();
    for (const path of paths) alone.set(path, (await get(path)).body as DashboardStats);
    expect(alone.get(paths[2]!)?.inspections.total).toBe(reported.length + deletable.length + 1);

    const answers = await atOnce(BURST, async (index) => ({ path: paths[index % paths.length]!, response: await get(paths[index % paths.length]!) }));
    expect(statusesOf(answers.map((answer) => answer.response))).toEqual(Array(BURST).fill(200));
    // The same figures; `to` is the moment of asking.
    for (const { path, response } of answers) expect(response.body).toEqual({ ...alone.get(path), to: expect.any(String) });
  }, 120_000);

  it('answers 50 office lists and 50 CSV exports at once, each as the same call alone does', async () => {
    const lists = [
      '',
      '?q=Cliente',
      '?status=draft&pageSize=100',
      '?status=completed&sort=completedDate&direction=asc',
      `?page=2&pageSize=20&technicianId=${who.ben.technicianId}`,
    ];
    const alone = new Map<string, InspectionListPage>();
    for (const list of lists) alone.set(list, (await get(`/api/admin/inspections${list}`)).body as InspectionListPage);
    expect(alone.get('?q=Cliente')?.total).toBe(reported.length);
    const listed = await atOnce(BURST, async (index) => ({
      list: lists[index % lists.length]!,
      response: await get(`/api/admin/inspections${lists[index % lists.length]}`),
    }));
    expect(statusesOf(listed.map((answer) => answer.response))).toEqual(Array(BURST).fill(200));
    for (const { list, response } of listed) expect(response.body).toEqual(alone.get(list));

    const csvs = ['?lang=en', '?lang=es&status=completed'];
    const csvAlone = new Map<string, string>();
    for (const csv of csvs) csvAlone.set(csv, (await get(`/api/admin/inspections.csv${csv}`)).text);
    // A header row and every inspection (all of them in English; the completed ones in Spanish).
    expect(csvAlone.get('?lang=en')?.trim().split('\r\n')).toHaveLength(1 + reported.length + deletable.length + 1);
    expect(csvAlone.get('?lang=es&status=completed')).toContain('Cliente 3 Muñoz');
    const exported = await atOnce(BURST, async (index) => ({
      csv: csvs[index % csvs.length]!,
      response: await get(`/api/admin/inspections.csv${csvs[index % csvs.length]}`),
    }));
    expect(statusesOf(exported.map((answer) => answer.response))).toEqual(Array(BURST).fill(200));
    for (const { csv, response } of exported) expect([csv, response.text]).toEqual([csv, csvAlone.get(csv)]);
  }, 120_000);

  it('makes a report asked for 50 times at once exactly once, and 50 reports of different inspections each once', async () => {
    const [same, ...others] = reported;
    const answers = await atOnce(BURST, () => pdf(same!, 'en'));
    expect(statusesOf(answers)).toEqual(Array(BURST).fill(200));
    // One file, one row, and the same bytes for all (a second rendering would differ: a PDF carries its creation time).
    expect(await storedReports(same!)).toHaveLength(1);
    expect(await query('SELECT 1 FROM "inspections"."inspection_reports" WHERE inspection_id = $1', [same])).toHaveLength(1);
    for (const answer of answers) expect(Buffer.compare(answer.body as Buffer, answers[0]!.body as Buffer)).toBe(0);

    // Ten inspections, each asked for five times, in English and Spanish by turns: twenty reports, each made once.
    const mixed = await atOnce(BURST, async (index) => {
      const id = others[index % others.length]!;
      const lang = (Math.floor(index / others.length) % 2 === 0 ? 'en' : 'es') as 'en' | 'es';
      return { id, lang, response: await pdf(id, lang) };
    });
    expect(statusesOf(mixed.map((answer) => answer.response))).toEqual(Array(BURST).fill(200));
    const bytesOf = new Map<string, Buffer>();
    for (const { id, lang, response } of mixed) {
      expect(response.headers['content-language']).toBe(lang);
      const first = bytesOf.get(`${id}-${lang}`);
      if (first) expect(Buffer.compare(response.body as Buffer, first)).toBe(0);
      else bytesOf.set(`${id}-${lang}`, response.body as Buffer);
    }
    expect(bytesOf.size).toBe(others.length * 2);
    for (const id of others) {
      expect([id, (await storedReports(id)).length]).toEqual([id, 2]);
      expect(await query('SELECT 1 FROM "inspections"."inspection_reports" WHERE inspection_id = $1', [id])).toHaveLength(2);
    }
  }, 180_000);

  it('deletes 50 inspections at once, each once with its audit event; ten deletes of one inspection delete it once', async () => {
    const remove = async (id: string) =>
      request(app.getHttpServer())
        .delete(`/api/admin/inspections/${id}`)
        .set(await headers(admin));
    const answers = await atOnce(BURST, (index) => remove(deletable[index]!));
    expect(statusesOf(answers)).toEqual(Array(BURST).fill(204));
    const audited = await query<{ inspection_id: string }>(`SELECT inspection_id FROM "inspections"."inspection_audit_events" WHERE action = $1`, [
      INSPECTION_DELETED_AUDIT_ACTION,
    ]);
    expect(audited.map((event) => event.inspection_id).sort()).toEqual([...deletable].sort());
    expect(((await get('/api/admin/inspections?status=draft&pageSize=100')).body as InspectionListPage).items.map((item) => item.id)).toEqual([raced]);

    const racing = await atOnce(10, () => remove(raced));
    expect(statusesOf(racing).sort()).toEqual([204, ...Array(9).fill(404)]);
    for (const lost of racing.filter((answer) => answer.status === 404)) expect(lost.body.code).toBe('NOT_FOUND');
    expect(await query(`SELECT 1 FROM "inspections"."inspection_audit_events" WHERE inspection_id = $1`, [raced])).toHaveLength(1);

    // The office reads the log of those deletions 50 times at once: every answer is the one read alone.
    const log = '/api/admin/inspections/audit-events?limit=100';
    const logAlone = (await get(log)).body as InspectionAuditEventsResponse;
    expect(logAlone.events.map((event) => event.inspectionId).sort()).toEqual([...deletable, raced].sort());
    const logs = await atOnce(BURST, () => get(log));
    expect(statusesOf(logs)).toEqual(Array(BURST).fill(200));
    for (const response of logs) expect(response.body).toEqual(logAlone);
  }, 120_000);

  it('takes 20 resumable uploads at once: 20 creations, then 20 PATCHes, each stored once', async () => {
    const inspectionId = reported.at(-1)!;
    const mediaIds = Array.from({ length: 20 }, () => uuidv7());
    const videos = mediaIds.map(() => mp4Of(48 * 1024));
    const path = (mediaId: string) => `/api/inspections/${inspectionId}/media/${mediaId}/resumable`;
    const created = await atOnce(mediaIds.length, async (index) =>
      request(app.getHttpServer())
        .post(path(mediaIds[index]!))
        .set(await headers(who.ana))
        .set(TUS)
        .set('Upload-Length', String(videos[index]!.length))
        .set('Upload-Metadata', `filetype ${Buffer.from('video/mp4').toString('base64')}`),
    );
    expect(statusesOf(created)).toEqual(Array(mediaIds.length).fill(201));
    const patched = await atOnce(mediaIds.length, async (index) =>
      request(app.getHttpServer())
        .patch(path(mediaIds[index]!))
        .set(await headers(who.ana))
        .set(TUS)
        .set('Upload-Offset', '0')
        .set('Content-Type', 'application/offset+octet-stream')
        .send(videos[index]!),
    );
    expect(statusesOf(patched)).toEqual(Array(mediaIds.length).fill(201));
    patched.forEach((answer, index) => expect([answer.body.id, answer.body.byteSize]).toEqual([mediaIds[index], videos[index]!.length]));
    const stored = await query<{ id: string }>(`SELECT id FROM "inspections"."inspection_media" WHERE inspection_id = $1`, [inspectionId]);
    expect(stored.map((row) => row.id).sort()).toEqual([...mediaIds].sort());
  }, 120_000);
});
