import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TIMEOUTS } from '@irrigo/nest-kit';
import { createTestDatabase, startStallingRelay, throughRelay, type StallingRelay, type TestDatabase } from '@irrigo/nest-kit/testing';
import { draftDocument, people, putRequest, startInspectionsTestApp, uuidv7, type InspectionsTestApp } from './support/inspections-test-app.js';

const { ana } = people();

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
});
