import { IsUUID } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';

/** GET /internal/technicians?organizationId=: the caller always names whose roster it wants. */
export class RosterOfOrganizationQuery {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'organizationId must be an organization id' })
  organizationId!: string;
}
