import { IsUUID } from 'class-validator';

/** GET /internal/technicians?organizationId=: the caller always names whose roster it wants. */
export class RosterOfOrganizationQuery {
  @IsUUID('all', { message: 'organizationId must be an organization id' })
  organizationId!: string;
}
