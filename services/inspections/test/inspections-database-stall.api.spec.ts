import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TIMEOUTS } from '@irrigo/nest-kit';
import request from 'supertest';
import { createTestDatabase, startStallingRelay, throughRelay, type StallingRelay, type TestDatabase } from '@irrigo/nest-kit/testing';
import { draftDocument, people, putRequest, startInspectionsTestApp, uuidv7, type InspectionsTestApp } from './support/inspections-test-app.js';

const who = people();
const { ana } = who;
const TUS = { 'Tus-Resumable': '1.0.0' };
const MP4_METADATA = `filetype ${Buffer.from('video/mp4').toString('base64')}`;

/** The start of an MP4 (its ftyp box, what file-type reads), then `size` bytes of all in random data. */
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

/**
 * A database that stops answering (a suspended process, a network dropping packets), played by a relay that
 * keeps every connection open and stops passing bytes on (@irrigo/nest-kit/testing's stalling relay): saving
 * and reading an inspection answer 503 within the database budget, and work again once the database does.
 */
describe('inspections when the database stalls', () => {
  let database: TestDatabase;
  let relay: StallingRelay;
  let t: InspectionsTestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    relay = await startStallingRelay(database.url);
    t = await startInspectionsTestApp((db) => throughRelay(db.url, relay), database);
  });

  afterAll(async () => {
    relay?.resume();
    await t?.close();
    await relay?.close();
    await database?.close();
  });

  it('answers 503 UPSTREAM_UNAVAILABLE to a save and a read within the database budget, and recovers', async () => {
    const saved = uuidv7();
    expect((await t.put(saved, putRequest(saved, draftDocument()), ana)).status).toBe(201);

    relay.stall();
    // Only the driver's real acquire and query timeouts can end these requests; the budget guards the request itself.
    const budget = TIMEOUTS.databaseAcquireMs + TIMEOUTS.databaseQueryMs + 1_000;
    const id = uuidv7();
    const timed = async <T>(call: () => Promise<T>): Promise<[T, number]> => {
      const started = Date.now();
      const answer = await call();
      return [answer, Date.now() - started];
    };
    const [put, putMs] = await timed(() => t.put(id, putRequest(id, draftDocument()), ana));
    const [get, getMs] = await timed(() => t.get(`/api/inspections/${saved}`, ana));
    expect([putMs < budget, getMs < budget, putMs, getMs]).toEqual([true, true, putMs, getMs]);
    for (const response of [put, get]) {
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ statusCode: 503, code: 'UPSTREAM_UNAVAILABLE' });
      expect(response.headers['retry-after']).toBe('5');
    }

    relay.resume();
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline && status !== 201) {
      status = (await t.put(id, putRequest(id, draftDocument()), ana)).status;
      if (status !== 201) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(201);
    expect(await t.rowsOf(id)).toEqual([{ id, version: 1 }]);
  }, 30_000);

  it('answers 503 within the budget to the office’s and the field’s other calls too, and each works again after', async () => {
    const admin = { ...who.admin, id: who.organizationId };
    const saved = uuidv7();
    const doomed = uuidv7();
    const video = mp4Of(4_096);
    for (const id of [saved, doomed]) expect((await t.put(id, putRequest(id, draftDocument()), ana)).status).toBe(201);
    const resumable = (mediaId: string) => `/api/inspections/${saved}/media/${mediaId}/resumable`;
    const mediaIds = { created: uuidv7(), fresh: uuidv7() };
    const created = await request(t.server)
      .post(resumable(mediaIds.created))
      .set(await t.as(ana))
      .set(TUS)
      .set('Upload-Length', String(video.length))
      .set('Upload-Metadata', MP4_METADATA);
    expect(created.status).toBe(201);

    type Call = [name: string, call: () => Promise<request.Response>, worksWith: number[]];
    const calls: Call[] = [
      [
        'dashboard stats',
        async () =>
          request(t.server)
            .get('/api/dashboard/stats?period=month&timeZone=UTC')
            .set(await t.as(admin)),
        [200],
      ],
      [
        'office list',
        async () =>
          request(t.server)
            .get('/api/admin/inspections')
            .set(await t.as(admin)),
        [200],
      ],
      [
        'CSV export',
        async () =>
          request(t.server)
            .get('/api/admin/inspections.csv?lang=es')
            .set(await t.as(admin)),
        [200],
      ],
      [
        'report PDF',
        async () =>
          request(t.server)
            .get(`/api/inspections/${saved}/report.pdf`)
            .set(await t.as(ana)),
        [200],
      ],
      [
        'deleted inspections log',
        async () =>
          request(t.server)
            .get('/api/admin/inspections/audit-events')
            .set(await t.as(admin)),
        [200],
      ],
      [
        'delete',
        async () =>
          request(t.server)
            .delete(`/api/admin/inspections/${doomed}`)
            .set(await t.as(admin)),
        [204],
      ],
      [
        'tus creation',
        async () =>
          request(t.server)
            .post(resumable(mediaIds.fresh))
            .set(await t.as(ana))
            .set(TUS)
            .set('Upload-Length', String(video.length))
            .set('Upload-Metadata', MP4_METADATA),
        [201],
      ],
      [
        'tus PATCH',
        async () =>
          request(t.server)
            .patch(resumable(mediaIds.created))
            .set(await t.as(ana))
            .set(TUS)
            .set('Upload-Offset', '0')
            .set('Content-Type', 'application/offset+octet-stream')
            .send(video),
        [201],
      ],
    ];

    relay.stall();
    const budget = TIMEOUTS.databaseAcquireMs + TIMEOUTS.databaseQueryMs + 1_000;
    // All at once, as a busy office and field would: each must fail fast on its own, not queue behind the others.
    const stalled = await Promise.all(
      calls.map(async ([name, call]) => {
        const started = Date.now();
        const response = await call().catch((error: Error) => {
          throw new Error(`${name}: ${error.message}`);
        });
        return { name, ms: Date.now() - started, response };
      }),
    );
    relay.resume();
    for (const { name, ms, response } of stalled) {
      expect([name, response.status, response.body.code, response.headers['retry-after'], ms < budget]).toEqual([name, 503, 'UPSTREAM_UNAVAILABLE', '5', true]);
    }

    // Back: the first call that works may take a moment (connections the stall broke are replaced).
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await calls[0]![1]()).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    for (const [name, call, worksWith] of calls) {
      const response = await call();
      expect([name, worksWith.includes(response.status)]).toEqual([name, true]);
    }
  }, 60_000);
});
