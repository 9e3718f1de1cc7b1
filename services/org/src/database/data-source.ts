/**
 * The data source the TypeORM CLI uses against the compiled service (the service itself migrates at boot):
 *   DATABASE_URL=postgres://… npx typeorm migration:show -d dist/database/data-source.js
 */
import 'reflect-metadata';
import { cliDataSource } from '@irrigo/nest-kit';
import { ORG_DATABASE } from './org-database.js';

export default cliDataSource('org', ORG_DATABASE);
