/**
 * Test kit for the services' API tests: a real PostgreSQL-compatible database per test file, and
 * gateway-signed identities, so tests go through the same doors as production requests.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { IdentityClaims, Role, VerifiedAccount, VerifiedUser } from '@irrigo/contracts';
import { HEADERS } from '@irrigo/contracts';
import { importJWK, type CryptoKey } from 'jose';
import pg from 'pg';
import { startEmbeddedPostgres } from './database/embedded-postgres.js';
import { signIdentityAssertion } from './identity/identity-assertion.js';
import { generateIdentityKeyPair, IDENTITY_ALGORITHM } from './identity/identity-keys.js';
import { signServiceToken } from './identity/service-token.js';

export { startEmbeddedPostgres } from './database/embedded-postgres.js';

export interface TestDatabase {
  url: string;
  close(): Promise<void>;
}

/**
 * A database of its own for one test file: a fresh database on the PostgreSQL server named by DATABASE_URL
 * when set (CI), else an in-memory embedded PostgreSQL.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env['DATABASE_URL'];
  if (!serverUrl) return startEmbeddedPostgres();

  const name = `irrigo_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async close() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface TestIdentity {
  /** Value for IDENTITY_PUBLIC_JWK. */
  publicJwk: string;
  /** Value for INTERNAL_SERVICE_SECRET. */
  serviceSecret: string;
  /** Headers of a request that came through the gateway, signed-in as `user` (`role: null`: an account without a role yet) or anonymous. */
  gatewayHeaders(user?: AccountOverrides, claims?: Partial<IdentityClaims>): Promise<Record<string, string>>;
  /** Headers of a call from another service. */
  serviceHeaders(caller: string, callee: string): Promise<Record<string, string>>;
  /** A user as the gateway would describe them; fields not given get plausible values. */
  user(overrides?: Partial<VerifiedUser>): VerifiedUser;
  /** A signed-in account as the gateway would describe it, with `role: null` for one without a role yet. */
  account(overrides?: AccountOverrides): VerifiedAccount;
}

/** Fields of a signed-in account to set; the role may be null. */
export type AccountOverrides = Partial<Omit<VerifiedUser, 'role'>> & { role?: Role | null };

export async function createTestIdentity(): Promise<TestIdentity> {
  const keys = await generateIdentityKeyPair();
  const privateKey = (await importJWK(keys.privateJwk, IDENTITY_ALGORITHM)) as CryptoKey;
  const serviceSecret = randomBytes(32).toString('hex');
  const user = (overrides: Partial<VerifiedUser> = {}): VerifiedUser => ({
    id: randomUUID(),
    email: 'owner@example.com',
    name: 'Test Owner',
    role: 'admin',
    organizationId: null,
    locationId: null,
    technicianId: null,
    sessionId: randomUUID(),
    ...overrides,
  });
  const account = ({ role, ...overrides }: AccountOverrides = {}): VerifiedAccount => (role === null ? { ...user(overrides), role: null } : user({ ...overrides, ...(role ? { role } : {}) }));
  return {
    publicJwk: JSON.stringify(keys.publicJwk),
    serviceSecret,
    user,
    account,
    async gatewayHeaders(usr, claims = {}) {
      const assertion = await signIdentityAssertion(privateKey, {
        rid: randomUUID(),
        ip: '127.0.0.1',
        https: false,
        ...(usr ? { usr: account(usr) } : {}),
        ...claims,
      });
      return { [HEADERS.identity]: assertion };
    },
    async serviceHeaders(caller, callee) {
      return { [HEADERS.service]: await signServiceToken(serviceSecret, caller, callee) };
    },
  };
}
