/**
 * The data source the TypeORM CLI uses against the compiled service (the service itself migrates at boot):
 *   DATABASE_URL=postgres://… npx typeorm migration:show -d dist/database/data-source.js
 * DATABASE_URL is checked by OrgEnv's own rule, so a missing one stops the CLI with the message the service gives.
 */
import 'reflect-metadata';
import { dataSourceOptions, validateEnv } from '@irrigo/nest-kit';
import { PickType } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { OrgEnv } from '../org.env.js';
import { ORG_DATABASE } from './org-database.js';

class DataSourceEnv extends PickType(OrgEnv, ['DATABASE_URL'] as const) {}

const env = validateEnv('org data source', DataSourceEnv, process.env);

export default new DataSource(dataSourceOptions(env.DATABASE_URL, 1, ORG_DATABASE));
