import type { ApproveRoleRequest } from '@irrigo/contracts';
import { IsOptional, IsUUID } from 'class-validator';

export class ApproveRoleRequestDto implements ApproveRoleRequest {
  @IsOptional()
  @IsUUID('all', { message: 'technicianId must be a technician id' })
  technicianId?: string;
}
