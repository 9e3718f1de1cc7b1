/**
 * Test kit for the services' API tests: a real PostgreSQL-compatible database per test file, and
 * gateway-signed identities, so tests go through the same doors as production requests.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { IdentityClaims, Role, VerifiedAccount, VerifiedUser } from '@irrigo/contracts';
import { HEADERS } from '@irrigo/contracts';
import { importJWK, type CryptoKey } from 'jose';
import pg from 'pg';
import { dataSourceOptions, openServiceDataSource, type ServiceDatabaseOptions } from './database/database.options.js';
import { startEmbeddedPostgres } from './database/embedded-postgres.js';
import { freshClusterImage } from './testing/fresh-cluster-image.js';
import { signIdentityAssertion } from './identity/identity-assertion.js';
import { generateIdentityKeyPair, IDENTITY_ALGORITHM } from './identity/identity-keys.js';
import { generateServiceKeyPair, importServiceSigningKey, type ServiceKeyPair } from './identity/service-keys.js';
import { SERVICE_NAMES, type ServiceName } from './identity/service-name.js';
import { signServiceToken } from './identity/service-token.js';

export { startEmbeddedPostgres } from './database/embedded-postgres.js';
export { startStallingRelay, throughRelay, type StallingRelay } from './testing/stalling-relay.js';
export { startTestMailSink, type TestMailSink, type CaughtMessage } from './testing/mail-sink.js';

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
  if (!serverUrl) return startEmbeddedPostgres({ image: await freshClusterImage() });

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

/**
 * What TypeORM would still change in a fresh database after every migration ran (the SQL that would make the
 * schema match the entities): empty when no entity changed without its migration.
 *
 * The migrations are written by hand and say more than the entities do: CHECK constraints, partial and
 * descending indexes, database-side defaults, their own names for indexes and foreign keys. TypeORM would drop
 * what the entities do not declare and re-create under its own names what they declare differently; those
 * statements are left out here (an index or a foreign key TypeORM would create is left out only when the
 * database already has one on the same columns). Everything else counts: a table, a column, a type, a
 * nullability, a default, an index or a relation an entity has and the migrations do not.
 */
export async function pendingSchemaChanges(database: ServiceDatabaseOptions): Promise<string[]> {
  const testDatabase = await createTestDatabase();
  try {
    const dataSource = await openServiceDataSource(dataSourceOptions(testDatabase.url, 1, database));
    try {
      const sql = await dataSource.driver.createSchemaBuilder().log();
      const pending: string[] = [];
      for (const { query } of sql.upQueries) {
        if (MIGRATION_EXTRAS.some((extra) => extra.test(query))) continue;
        if (await alreadyInDatabase(query, (text, parameters) => dataSource.query(text, parameters))) continue;
        pending.push(query);
      }
      return pending;
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await testDatabase.close();
  }
}

/** Statements that only undo what a migration adds beyond the entities' declarations. */
const MIGRATION_EXTRAS = [/^DROP INDEX /, /^ALTER TABLE \S+ DROP CONSTRAINT /, /^ALTER TABLE \S+ ALTER COLUMN "[^"]+" DROP DEFAULT$/];

type Query = (text: string, parameters: unknown[]) => Promise<unknown>;

const unquote = (text: string): string => text.replaceAll('"', '').replace(/\s+/g, ' ').trim().toLowerCase();
const columnsOf = (list: string): string[] => list.split(',').map((column) => unquote(column).split(' ')[0] ?? '');

/** Whether an index or foreign key TypeORM would create exists already under the migration's own name. */
async function alreadyInDatabase(statement: string, query: Query): Promise<boolean> {
  const index = /^CREATE (UNIQUE )?INDEX "[^"]+" ON "([^"]+)"\."([^"]+)"\s*\(([^)]*)\)\s*$/.exec(statement);
  if (index) {
    const [, unique, schema, table, columns] = index as unknown as [string, string | undefined, string, string, string];
    const rows = (await query('SELECT indexdef FROM pg_indexes WHERE schemaname = $1 AND tablename = $2', [schema, table])) as { indexdef: string }[];
    const wanted = columnsOf(columns).join(',');
    return rows.some(({ indexdef }) => {
      const existing = /\((.*)\)/.exec(indexdef)?.[1] ?? '';
      return indexdef.startsWith('CREATE UNIQUE') === Boolean(unique) && !indexdef.includes(' WHERE ') && columnsOf(existing).join(',') === wanted;
    });
  }
  const foreignKey = /^ALTER TABLE "([^"]+)"\."([^"]+)" ADD CONSTRAINT "[^"]+" (FOREIGN KEY .*)$/.exec(statement);
  if (foreignKey) {
    const [, schema, table, definition] = foreignKey as unknown as [string, string, string, string];
    const rows = (await query(
      `SELECT pg_get_constraintdef(c.oid) AS definition FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace WHERE c.contype = 'f' AND n.nspname = $1 AND t.relname = $2`,
      [schema, table],
    )) as { definition: string }[];
    const normalized = (text: string) =>
      unquote(text)
        .replace(/ on (update|delete) no action/g, '')
        .replaceAll(' (', '(');
    return rows.some((row) => normalized(row.definition) === normalized(definition));
  }
  return false;
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
  const serviceKeys = Object.fromEntries(await Promise.all(SERVICE_NAMES.map(async (name) => [name, await generateServiceKeyPair()] as const))) as Record<
    ServiceName,
    ServiceKeyPair
  >;
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
  const account = ({ role, ...overrides }: AccountOverrides = {}): VerifiedAccount =>
    role === null ? { ...user(overrides), role: null } : user({ ...overrides, ...(role ? { role } : {}) });
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
