import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Module } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { InjectDataSource } from '@nestjs/typeorm';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createServiceApp, Public, ServiceEnv, ServiceModule, TIMEOUTS } from '../src/index.js';
import { createTestDatabase, createTestIdentity, type TestDatabase, type TestIdentity } from '../src/testing.js';

@Controller('stall')
class StallController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Public()
  @Get('now')
  async now() {
    const rows = (await this.dataSource.query('SELECT 1 AS one')) as { one: number }[];
    return { one: rows[0]?.one };
  }
}

/**
 * A database that stops answering (a suspended process, a network that drops packets) is what the relay
 * below plays: it keeps every connection open and simply stops passing bytes on.
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
    relay = await startStallingRelay(new URL(database.url));
    identity = await createTestIdentity('stall');
    const url = new URL(database.url);
    url.host = `127.0.0.1:${relay.port}`;
    @Module({
      imports: [
        ServiceModule.forService({
          name: 'stall',
          env: ServiceEnv,
          database: { schema: 'stall', entities: [], migrations: [] },
          rawEnv: { NODE_ENV: 'test', PORT: '0', DATABASE_URL: url.toString(), ...identity.env },
        }),
      ],
      controllers: [StallController],
    })
    class StallModule {}
    app = await createServiceApp(StallModule);
    await app.init();
  });

  afterAll(async () => {
    relay.resume();
    await app?.close();
    relay?.close();
    await database?.close();
  });

  it('answers 503 with a code within the database budget, says not ready, and recovers when the database does', async () => {
    const server = app.getHttpServer();
    expect((await get('/stall/now')).body).toEqual({ one: 1 });
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
});

interface StallingRelay {
  port: number;
  stall(): void;
  resume(): void;
  close(): void;
}

/** Passes bytes between clients and the database until stalled; then holds them, as a frozen server would. */
async function startStallingRelay(target: URL): Promise<StallingRelay> {
  let stalled = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('data', (chunk) => (stalled ? undefined : upstream.write(chunk)));
    upstream.on('data', (chunk) => (stalled ? undefined : client.write(chunk)));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    stall: () => {
      stalled = true;
    },
    // Bytes dropped while stalled broke the connections that carried them: drop those, as a restarted server would.
    resume: () => {
      stalled = false;
      for (const socket of sockets) socket.destroy();
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

async function eventually<T>(probe: () => Promise<T>, until = (value: T) => value === (200 as T), timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (until(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
