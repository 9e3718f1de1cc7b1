import { dataSourceOptions } from '@irrigo/nest-kit';
import { DataSource } from 'typeorm';
import { ORG_DATABASE } from './org-database.js';

/** For the TypeORM CLI (`typeorm migration:show|revert -d dist/database/data-source.js`), with DATABASE_URL set. */
export default new DataSource(dataSourceOptions(process.env['DATABASE_URL'] ?? '', 1, ORG_DATABASE));
