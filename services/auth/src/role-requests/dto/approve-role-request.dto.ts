import type { ApproveRoleRequest } from '@irrigo/contracts';
import { IsOptional, IsUUID } from 'class-validator';
import { ApiPropertyOptional } from '@nestjs/swagger';

export class ApproveRoleRequestDto implements ApproveRoleRequest {
  @ApiPropertyOptional({ format: 'uuid', description: 'For a technician request: the roster technician the account signs in as' })
  @IsOptional()
  @IsUUID('all', { message: 'technicianId must be a technician id' })
  technicianId?: string;
}
