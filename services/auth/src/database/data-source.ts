/**
 * The data source the TypeORM CLI uses (migration:show, migration:revert) against the compiled service:
 *   npx typeorm migration:show -d dist/database/data-source.js
 */
import { dataSourceOptions } from '@irrigo/nest-kit';
import { DataSource } from 'typeorm';
import { AUTH_DATABASE } from './auth-database.js';

export default new DataSource(dataSourceOptions(process.env['DATABASE_URL'] ?? '', Number(process.env['DATABASE_POOL_SIZE'] ?? 2), AUTH_DATABASE));
