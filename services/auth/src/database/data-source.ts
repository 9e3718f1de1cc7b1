/**
 * The data source the TypeORM CLI uses against the compiled service (the service itself migrates at boot):
 *   DATABASE_URL=postgres://… npx typeorm migration:show -d dist/database/data-source.js
 * DATABASE_URL is checked by AuthEnv's own rule, so a missing one stops the CLI with the message the service gives.
 */
import 'reflect-metadata';
import { dataSourceOptions, validateEnv } from '@irrigo/nest-kit';
import { PickType } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { AuthEnv } from '../auth.env.js';
import { AUTH_DATABASE } from './auth-database.js';

class DataSourceEnv extends PickType(AuthEnv, ['DATABASE_URL'] as const) {}

const env = validateEnv('auth data source', DataSourceEnv, process.env);

export default new DataSource(dataSourceOptions(env.DATABASE_URL, 1, AUTH_DATABASE));
