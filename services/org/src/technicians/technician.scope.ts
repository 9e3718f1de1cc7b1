import type { ScopedColumns } from '@irrigo/nest-kit';
import type { Technician } from './technician.entity.js';

/**
 * How a roster technician is placed (spec §6): the organization's admins and managers see the whole roster,
 * a supervisor the technicians of their location, a technician only their own entry.
 */
export const TECHNICIAN_SCOPE: ScopedColumns<Technician> = { organization: 'organizationId', location: 'locationId', technician: 'id' };
