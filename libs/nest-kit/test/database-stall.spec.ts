import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Module } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { InjectDataSource } from '@nestjs/typeorm';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createServiceApp, inTransaction, Public, ServiceEnv, ServiceModule, TIMEOUTS } from '../src/index.js';
import {
  createTestDatabase,
  createTestIdentity,
  startStallingRelay,
  throughRelay,
  type StallingRelay,
  type TestDatabase,
  type TestIdentity,
} from '../src/testing.js';

@Controller('stall')
class StallController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Public()
  @Get('now')
  async now() {
    const rows = (await this.dataSource.query('SELECT 1 AS one')) as { one: number }[];
    return { one: rows[0]?.one };
  }

  /** Two statements in one transaction, as a save makes them. */
  @Public()
  @Get('in-transaction')
  async inTransaction() {
    return inTransaction(this.dataSource, async (manager) => {
      await manager.query('SELECT 1');
      const rows = (await manager.query('SELECT 2 AS two')) as { two: number }[];
      return { two: rows[0]?.two };
    });
  }
}

/**
 * A database that stops answering (a suspended process, a network that drops packets) is what the testing
 * kit's stalling relay plays: it keeps every connection open and simply stops passing bytes on.
 */
describe('a stalled database fails fast', () => {
  let database: TestDatabase;
  let relay: StallingRelay;
  let app: NestExpressApplication;
  let identity: TestIdentity;
  /** GET through the gateway's door (a signed, anonymous assertion). */
  const get = async (path: string) =>
    request(app.getHttpServer())
      .get(path)
      .set(await identity.gatewayHeaders());

  beforeAll(async () => {
    database = await createTestDatabase();
    relay = await startStallingRelay(database.url);
    identity = await createTestIdentity('stall');
    @Module({
      imports: [
        ServiceModule.forService({
          name: 'stall',
          env: ServiceEnv,
          database: { schema: 'stall', entities: [], migrations: [] },
          rawEnv: { NODE_ENV: 'test', PORT: '0', DATABASE_URL: throughRelay(database.url, relay), ...identity.env },
        }),
      ],
      controllers: [StallController],
    })
    class StallModule {}
    app = await createServiceApp(StallModule);
    await app.init();
  });

  afterAll(async () => {
    relay?.resume();
    await app?.close();
    await relay?.close();
    await database?.close();
  });

  it('answers 503 with a code within the database budget, says not ready, and recovers when the database does', async () => {
    const server = app.getHttpServer();
    expect((await get('/stall/now')).body).toEqual({ one: 1 });
    // The service reaches its database only through the relay.
    expect(relay.connections).toBeGreaterThan(0);
    expect((await request(server).get('/health/ready')).status).toBe(200);

    relay.stall();
    // Only the real driver's acquire and query timeouts, on a real socket that stopped passing bytes, can end this
    // request: a fake clock reaches neither. So the database budget (plus a generous margin) is a guard on the
    // request itself, which fails rather than answers if the service waits longer; nothing is measured.
    const budget = TIMEOUTS.databaseAcquireMs + TIMEOUTS.databaseQueryMs + 1_000;
    const stalled = await request(app.getHttpServer())
      .get('/stall/now')
      .set(await identity.gatewayHeaders())
      .timeout(budget);
    expect(stalled.status).toBe(503);
    expect(stalled.body).toMatchObject({ statusCode: 503, code: 'UPSTREAM_UNAVAILABLE' });
    expect(stalled.headers['retry-after']).toBe('5');

    const ready = await request(server).get('/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'down', checks: { database: 'down' } });

    relay.resume();
    await expect(eventually(async () => (await get('/stall/now')).status)).resolves.toBe(200);
  }, 30_000);

  it('fails a transaction within the same budget (its connection dropped, not rolled back over the silent wire), and recovers', async () => {
    expect((await get('/stall/in-transaction')).body).toEqual({ two: 2 });
    relay.stall();
    // dataSource.transaction would send ROLLBACK behind the query that timed out and wait a second query timeout.
    const budget = TIMEOUTS.databaseAcquireMs + TIMEOUTS.databaseQueryMs + 1_000;
    const stalled = await request(app.getHttpServer())
      .get('/stall/in-transaction')
      .set(await identity.gatewayHeaders())
      .timeout(budget);
    expect([stalled.status, stalled.body.code, stalled.headers['retry-after']]).toEqual([503, 'UPSTREAM_UNAVAILABLE', '5']);
    relay.resume();
    await expect(eventually(async () => (await get('/stall/in-transaction')).status)).resolves.toBe(200);
  }, 30_000);
});

async function eventually<T>(probe: () => Promise<T>, until = (value: T) => value === (200 as T), timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (until(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
