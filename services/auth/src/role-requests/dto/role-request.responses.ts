import { ApiProperty } from '@nestjs/swagger';
import {
  ROLE_REQUEST_STATUSES,
  SELECTABLE_ROLES,
  type RoleRequest,
  type RoleRequestStatus,
  type RoleRequestsResponse,
  type SelectableRole,
} from '@irrigo/contracts';

export class RoleRequestSchema implements RoleRequest {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) accountId!: string;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: SELECTABLE_ROLES }) requestedRole!: SelectableRole;
  @ApiProperty({ enum: ROLE_REQUEST_STATUSES }) status!: RoleRequestStatus;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class RoleRequestsResponseSchema implements RoleRequestsResponse {
  @ApiProperty({ type: [RoleRequestSchema], description: 'Pending requests, oldest first' }) requests!: RoleRequest[];
}
