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
import { generateServiceKeyPair, importServiceSigningKey, type ServiceKeyPair } from './identity/service-keys.js';
import { SERVICE_NAMES, type ServiceName } from './identity/service-name.js';
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

/** The identity and service-key variables a service reads, as the stack would set them. */
export interface TestIdentityEnv {
  IDENTITY_PUBLIC_JWK: string;
  /** Every service's public key, by name. */
  SERVICE_PUBLIC_JWKS: string;
  /** The private key of the service under test, for its calls to other services. */
  SERVICE_PRIVATE_JWK: string;
}

export interface TestIdentity {
  /** Value for IDENTITY_PUBLIC_JWK. */
  publicJwk: string;
  /** IDENTITY_PUBLIC_JWK, SERVICE_PUBLIC_JWKS and SERVICE_PRIVATE_JWK of the service under test: spread it into its environment. */
  env: TestIdentityEnv;
  /** JSON of a service's own private JWK (a fake neighbour's, or one to forge a token with). */
  servicePrivateJwk(service: ServiceName): string;
  /**
   * Headers of a request that came through the gateway to the service under test, signed-in as `user`
   * (`role: null`: an account without a role yet) or anonymous; `audience` sends it to another service instead.
   */
  gatewayHeaders(user?: AccountOverrides, claims?: Partial<IdentityClaims>, options?: { audience?: string }): Promise<Record<string, string>>;
  /** Headers of a call from another service, signed with that service's own key. */
  serviceHeaders(caller: ServiceName, callee: string): Promise<Record<string, string>>;
  /** A user as the gateway would describe them; fields not given get plausible values. */
  user(overrides?: Partial<VerifiedUser>): VerifiedUser;
  /** A signed-in account as the gateway would describe it, with `role: null` for one without a role yet. */
  account(overrides?: AccountOverrides): VerifiedAccount;
}

/** Fields of a signed-in account to set; the role may be null. */
export type AccountOverrides = Partial<Omit<VerifiedUser, 'role'>> & { role?: Role | null };

/** Keys for a test of `service` (the name its assertions are addressed to): the gateway's, and one per service. */
export async function createTestIdentity(service: string): Promise<TestIdentity> {
  const keys = await generateIdentityKeyPair();
  const privateKey = (await importJWK(keys.privateJwk, IDENTITY_ALGORITHM)) as CryptoKey;
  const serviceKeys = Object.fromEntries(await Promise.all(SERVICE_NAMES.map(async (name) => [name, await generateServiceKeyPair()] as const))) as Record<ServiceName, ServiceKeyPair>;
  const servicePrivateJwk = (name: ServiceName) => JSON.stringify(serviceKeys[name].privateJwk);
  // nest-kit's own tests run a made-up service; it calls out, if at all, with auth's key.
  const ownKey: ServiceName = (SERVICE_NAMES as readonly string[]).includes(service) ? (service as ServiceName) : 'auth';
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
  const publicJwk = JSON.stringify(keys.publicJwk);
  return {
    publicJwk,
    env: {
      IDENTITY_PUBLIC_JWK: publicJwk,
      SERVICE_PUBLIC_JWKS: JSON.stringify(Object.fromEntries(SERVICE_NAMES.map((name) => [name, serviceKeys[name].publicJwk]))),
      SERVICE_PRIVATE_JWK: servicePrivateJwk(ownKey),
    },
    servicePrivateJwk,
    user,
    account,
    async gatewayHeaders(usr, claims = {}, options = {}) {
      const assertion = await signIdentityAssertion(
        privateKey,
        { rid: randomUUID(), ip: '127.0.0.1', https: false, ...(usr ? { usr: account(usr) } : {}), ...claims },
        options.audience ?? service,
      );
      return { [HEADERS.identity]: assertion };
    },
    async serviceHeaders(caller, callee) {
      return { [HEADERS.service]: await signServiceToken(await importServiceSigningKey(servicePrivateJwk(caller)), caller, callee) };
    },
  };
}
