import type { ServiceDatabaseOptions } from '@irrigo/nest-kit';
import { InspectionEntity } from '../inspections/inspection.entity.js';
import { CreateInspections1795200000000 } from './migrations/1795200000000-CreateInspections.js';

/** The schema services/inspections owns, its entities and its migrations, in order. */
export const INSPECTIONS_DATABASE: ServiceDatabaseOptions = {
  schema: 'inspections',
  entities: [InspectionEntity],
  migrations: [CreateInspections1795200000000],
};
