import { PickType } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { ServiceEnv, validateEnv } from '../config/service-env.js';
import { dataSourceOptions, type ServiceDatabaseOptions } from './database.options.js';

class CliDataSourceEnv extends PickType(ServiceEnv, ['DATABASE_URL'] as const) {}

/**
 * The data source a service's TypeORM CLI file exports (the service itself migrates at boot), on one
 * connection. DATABASE_URL is checked by the services' own rule, so a missing one stops the CLI with the
 * message the service gives instead of connecting to an empty URL.
 */
export function cliDataSource(service: string, database: ServiceDatabaseOptions, env: Record<string, unknown> = process.env): DataSource {
  const { DATABASE_URL } = validateEnv(`${service} data source`, CliDataSourceEnv, env);
  return new DataSource(dataSourceOptions(DATABASE_URL, 1, database));
}
