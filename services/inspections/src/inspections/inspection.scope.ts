import type { ScopedColumns } from '@irrigo/nest-kit';
import type { InspectionEntity } from './inspection.entity.js';

/**
 * How an inspection is placed (spec §6): admins and managers see the organization's, a supervisor their
 * location's, a technician only the ones they did.
 */
export const INSPECTION_SCOPE: ScopedColumns<InspectionEntity> = { organization: 'organizationId', location: 'locationId', technician: 'technicianId' };
