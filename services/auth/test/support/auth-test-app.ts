import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SESSION_COOKIE, type AdminSetupRequest, type Role, type VerifiedAccount } from '@irrigo/contracts';
import { createServiceApp } from '@irrigo/nest-kit';
import { createTestDatabase, createTestIdentity, type TestDatabase, type TestIdentity } from '@irrigo/nest-kit/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../../src/accounts/password-hasher.js';
import { startFakeOrg, type FakeOrg } from './fake-org.js';
import { startTestMailSink, type TestMailSink } from './mail-sink.js';

/**
 * The auth service as the gateway sees it: a fresh database, a fake services/org over real HTTP, and
 * requests signed like the gateway signs them. Signed-in calls resolve the session cookie first,
 * exactly as the gateway does.
 */
export interface AuthTestApp {
  app: NestExpressApplication;
  server: Server;
  identity: TestIdentity;
  org: FakeOrg;
  /** An in-process SMTP sink that SMTP_URL points at. */
  mail: TestMailSink;
  dataSource: DataSource;
  /** POST /internal/sessions/resolve as the gateway would call it: role null for an account without one yet. */
  resolve(token: string): Promise<VerifiedAccount | null>;
  /** Gateway headers for the browser holding `token` (anonymous when the session does not resolve). */
  asBrowser(token: string | null, claims?: { https?: boolean; ip?: string }): Promise<Record<string, string>>;
  /** Runs the one-time setup and returns the admin's session token. */
  setUpAdmin(overrides?: Partial<AdminSetupRequest>): Promise<{ token: string; id: string }>;
  close(): Promise<void>;
}

export const ADMIN: AdminSetupRequest = {
  fullName: 'Marta Ruiz',
  email: 'Marta@Example.com',
  organizationName: 'Riego Verde',
  password: 'correct horse battery',
};

/** `env`: extra settings for this file's service (small rate limits, an unreachable SMTP relay…). */
export async function startAuthTestApp(env: Record<string, string> = {}): Promise<AuthTestApp> {
  const database: TestDatabase = await createTestDatabase();
  const identity = await createTestIdentity('auth');
  const org = await startFakeOrg(identity.env.SERVICE_PUBLIC_JWKS);
  const mail = await startTestMailSink();
  Object.assign(process.env, {
    NODE_ENV: 'test',
    PORT: '0',
    DATABASE_URL: database.url,
    ...identity.env,
    ORG_SERVICE_URL: org.url,
    SMTP_URL: mail.smtpUrl,
    ...env,
  });
  const { AppModule } = await import('../../src/app.module.js');
  const app = await createServiceApp(AppModule.forEnvironment());
  await app.init();
  const server = app.getHttpServer() as Server;

  const resolve = async (token: string): Promise<VerifiedAccount | null> => {
    const response = await request(server)
      .post('/internal/sessions/resolve')
      .set(await identity.serviceHeaders('gateway', 'auth'))
      .send({ token });
    if (response.status !== 200) throw new Error(`resolve answered ${response.status}: ${JSON.stringify(response.body)}`);
    return (response.body as { user: VerifiedAccount | null }).user;
  };

  const asBrowser: AuthTestApp['asBrowser'] = async (token, claims = {}) => {
    const user = token ? await resolve(token) : null;
    const headers = await identity.gatewayHeaders(undefined, { ...claims, ...(user ? { usr: user } : {}) });
    return { ...headers, 'user-agent': 'jest-browser/1.0' };
  };

  return {
    app,
    server,
    identity,
    org,
    mail,
    dataSource: app.get(DataSource),
    resolve,
    asBrowser,
    async setUpAdmin(overrides = {}) {
      const response = await request(server)
        .post('/api/admin/setup')
        .set(await asBrowser(null))
        .send({ ...ADMIN, ...overrides });
      if (response.status !== 201) throw new Error(`setup answered ${response.status}: ${JSON.stringify(response.body)}`);
      return { token: sessionTokenOf(response), id: (response.body as { id: string }).id };
    },
    async close() {
      await app.close();
      await org.close();
      await mail.close();
      await database.close();
    },
  };
}

/** The raw Set-Cookie line of the session cookie, if the response set one. */
export function sessionCookieOf(response: request.Response): string | undefined {
  const cookies = response.headers['set-cookie'] as unknown;
  const lines = Array.isArray(cookies) ? (cookies as string[]) : typeof cookies === 'string' ? [cookies] : [];
  return lines.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
}

export function sessionTokenOf(response: request.Response): string {
  const line = sessionCookieOf(response);
  const token = line?.slice(SESSION_COOKIE.length + 1).split(';')[0];
  if (!token) throw new Error('the response set no session cookie');
  return token;
}

export interface AccountSeed {
  email: string;
  password: string;
  role: Role;
  fullName?: string;
  firstName?: string;
  lastName?: string;
  disabled?: boolean;
  mustChangePassword?: boolean;
  organizationId?: string | null;
}

/**
 * Puts an account straight into the database: for roles no endpoint of this issue creates yet (manager,
 * supervisor) and for states such as a disabled account.
 */
export async function seedAccount(t: AuthTestApp, seed: AccountSeed): Promise<string> {
  const passwordHash = await t.app.get(PasswordHasher).hash(seed.password);
  const rows = (await t.dataSource.query(
    `INSERT INTO auth.accounts (email, full_name, first_name, last_name, role, password_hash, organization_id, location_id, technician_id, disabled_at, must_change_password)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      seed.email,
      seed.fullName ?? ([seed.firstName, seed.lastName].filter(Boolean).join(' ') || 'Seeded Person'),
      seed.firstName ?? null,
      seed.lastName ?? null,
      seed.role,
      passwordHash,
      seed.organizationId === undefined ? (t.org.organization?.id ?? null) : seed.organizationId,
      t.org.location?.id ?? null,
      seed.role === 'technician' ? randomUUID() : null,
      seed.disabled ? new Date() : null,
      seed.mustChangePassword ?? false,
    ],
  )) as [{ id: string }];
  return rows[0].id;
}

/** Signs in at the office or the technician login and returns the session token. */
export async function signIn(t: AuthTestApp, email: string, password: string, portal: 'office' | 'technician' = 'office', ip?: string): Promise<string> {
  const path = portal === 'office' ? '/api/admin/login' : '/api/auth/technician/login';
  const response = await request(t.server)
    .post(path)
    .set(await t.asBrowser(null, ip ? { ip } : {}))
    .send({ email, password });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return sessionTokenOf(response);
}

export interface AuditRow {
  type: string;
  account_id: string | null;
  organization_id: string | null;
  email: string | null;
  actor_id: string | null;
  ip: string;
  user_agent: string | null;
  details: Record<string, unknown>;
}

/** The audit log as stored, oldest first, optionally of one type. */
export async function auditRows(t: AuthTestApp, type?: string): Promise<AuditRow[]> {
  return (await t.dataSource.query(
    `SELECT type, account_id, organization_id, email, actor_id, ip, user_agent, details FROM auth.audit_events ${type ? 'WHERE type = $1' : ''} ORDER BY occurred_at, id`,
    type ? [type] : [],
  )) as AuditRow[];
}
