import type { ScopedColumns } from '@irrigo/nest-kit';
import type { Organization } from './organization.entity.js';

/** Every user of an organization, whatever their role, sees that organization's record and no other. */
export const ORGANIZATION_SCOPE: ScopedColumns<Organization> = { organization: 'id' };
