import 'reflect-metadata';
import { dataSourceOptions } from '@irrigo/nest-kit';
import { DataSource } from 'typeorm';
import { INSPECTIONS_DATABASE } from './inspections-database.js';

/**
 * For the TypeORM CLI (`npx typeorm migration:show -d dist/database/data-source.js`); the service itself
 * migrates at boot.
 */
export default new DataSource(dataSourceOptions(process.env['DATABASE_URL'] ?? '', 1, INSPECTIONS_DATABASE));
