import type { ScopedColumns } from '@irrigo/nest-kit';
import type { Location } from './location.entity.js';

/**
 * How a location is placed (spec §6): the organization's admins and managers reach every one of its
 * locations; a supervisor or a technician reaches only their own (a location is its own `location`).
 */
export const LOCATION_SCOPE: ScopedColumns<Location> = { organization: 'organizationId', location: 'id' };
