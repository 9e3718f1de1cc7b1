import type { NestExpressApplication } from '@nestjs/platform-express';
import { createServiceApp } from '@irrigo/nest-kit';
import { createTestDatabase, createTestIdentity, type TestDatabase, type TestIdentity } from '@irrigo/nest-kit/testing';
import request from 'supertest';
import { AppModule } from '../../src/app.module.js';
import { startCountingFake, type RunningCountingFake } from './counting-fake-hcp.js';

export const HCP_TEST_KEY = 'org-test-hcp-key';
/** Short, so that tests of a hanging Housecall Pro finish quickly. */
export const HCP_TEST_TIMEOUT_MS = 600;

export interface OrgTestApp {
  app: NestExpressApplication;
  http: ReturnType<typeof request>;
  identity: TestIdentity;
  hcp: RunningCountingFake;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * services/org over HTTP with its own database, the gateway's keys and a fake Housecall Pro of its own.
 * `databaseUrl` gives the address the service connects to for its database (through a stalling relay, say).
 */
export async function startOrgTestApp(
  env: Record<string, string> = {},
  options: { databaseUrl?: (database: TestDatabase) => string | Promise<string> } = {},
): Promise<OrgTestApp> {
  const [database, identity, hcp] = await Promise.all([
    createTestDatabase(),
    createTestIdentity('org'),
    startCountingFake({ apiKey: HCP_TEST_KEY, authScheme: 'Token' }),
  ]);
  const app = await createServiceApp(
    AppModule.forEnvironment({
      NODE_ENV: 'test',
      PORT: '0',
      DATABASE_URL: options.databaseUrl ? await options.databaseUrl(database) : database.url,
      ...identity.env,
      HCP_API_URL: hcp.url,
      HCP_API_KEY: HCP_TEST_KEY,
      HCP_TIMEOUT_MS: String(HCP_TEST_TIMEOUT_MS),
      HCP_SYNC_INTERVAL_MINUTES: '0',
      HCP_STATUS_CACHE_SECONDS: '0',
      ...env,
    }),
  );
  await app.init();
  return {
    app,
    http: request(app.getHttpServer()),
    identity,
    hcp,
    database,
    async close() {
      await app.close();
      await hcp.close();
      await database.close();
    },
  };
}
