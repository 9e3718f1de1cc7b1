import { DataSource, type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';
import { TIMEOUTS } from '../timeouts.js';

export interface ServiceDatabaseOptions {
  /** The PostgreSQL schema this service owns; no other service reads it. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's own type for entity classes
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's own type for migration classes
  migrations: MixedList<Function | string>;
}

export function dataSourceOptions(url: string, poolSize: number, options: ServiceDatabaseOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    uuidExtension: 'pgcrypto',
    synchronize: false,
    migrationsRun: false,
    poolSize,
    applicationName: `irrigo-${options.schema}`,
    // A stalled database fails a request within seconds (a 503 from the error filter) instead of holding it.
    extra: {
      connectionTimeoutMillis: TIMEOUTS.databaseAcquireMs,
      statement_timeout: TIMEOUTS.databaseStatementMs,
      query_timeout: TIMEOUTS.databaseQueryMs,
    },
  };
}

/** Migrations may legitimately run long: they get a connection of their own without the request timeouts. */
function migrationOptions(options: DataSourceOptions): DataSourceOptions {
  return { ...options, poolSize: 1, extra: {} } as DataSourceOptions;
}

/**
 * Makes sure the service's schema exists and applies pending migrations, under an advisory lock so that two
 * replicas starting together never migrate twice; then connects the data source the service uses.
 */
export async function openServiceDataSource(options: DataSourceOptions & { schema?: string }): Promise<DataSource> {
  await migrate(migrationOptions(options), options.schema ?? 'public');
  return new DataSource(options).initialize();
}

/** One connection (poolSize 1), so the session-level advisory lock and the migrations share it. */
async function migrate(options: DataSourceOptions, schema: string): Promise<void> {
  const dataSource = await new DataSource(options).initialize();
  try {
    const lock = `irrigo:migrations:${schema}`;
    await dataSource.query('SELECT pg_advisory_lock(hashtext($1))', [lock]);
    try {
      await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replaceAll('"', '""')}"`);
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await dataSource.query('SELECT pg_advisory_unlock(hashtext($1))', [lock]).catch(() => undefined);
    }
  } finally {
    await dataSource.destroy();
  }
}
