import { DataSource, type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';

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
  };
}

/**
 * Connects, makes sure the service's schema exists, and applies pending migrations under an advisory lock
 * so that two replicas starting together never migrate twice.
 */
export async function openServiceDataSource(options: DataSourceOptions & { schema?: string }): Promise<DataSource> {
  const dataSource = await new DataSource(options).initialize();
  const schema = options.schema ?? 'public';
  const runner = dataSource.createQueryRunner();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [`irrigo:migrations:${schema}`]);
    await runner.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replaceAll('"', '""')}"`);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [`irrigo:migrations:${schema}`]).catch(() => undefined);
    await runner.release();
  }
  return dataSource;
}
