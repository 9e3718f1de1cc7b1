/**
 * The data source the TypeORM CLI uses against the compiled service (the service itself migrates at boot):
 *   DATABASE_URL=postgres://… npx typeorm migration:show -d dist/database/data-source.js
 */
import 'reflect-metadata';
import { cliDataSource } from '@irrigo/nest-kit';
import { AUTH_DATABASE } from './auth-database.js';

export default cliDataSource('auth', AUTH_DATABASE);
