import type { Role } from '@irrigo/contracts';
import type { ScopedColumns } from '@irrigo/nest-kit';
import type { InspectionEntity } from './inspection.entity.js';

/**
 * How an inspection is placed (spec §6): admins and managers see the organization's, a supervisor their
 * location's, a technician only the ones they did.
 */
export const INSPECTION_SCOPE: ScopedColumns<InspectionEntity> = { organization: 'organizationId', location: 'locationId', technician: 'technicianId' };

/**
 * Who may save an inspection (PUT /api/inspections/{id}) and so change its photos and videos: the technician who
 * does it and the office roles that may correct it. A supervisor sees their location's inspections but saves none.
 */
export const INSPECTION_EDITOR_ROLES = ['technician', 'admin', 'manager'] as const satisfies readonly Role[];
