import { ROLES, type Role, type UpdateTeamAccountRequest } from '@irrigo/contracts';
import { IsIn, IsOptional, IsUUID, ValidateIf } from 'class-validator';
import { ApiPropertyOptional } from '@nestjs/swagger';

export class UpdateTeamAccountDto implements UpdateTeamAccountRequest {
  @ApiPropertyOptional({ enum: ROLES })
  @IsOptional()
  @IsIn(ROLES, { message: `role must be one of ${ROLES.join(', ')}` })
  role?: Role;

  /** null takes the account off every location; absent leaves it as it is. */
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'A location of the organization, or null for none' })
  @ValidateIf((dto: UpdateTeamAccountDto) => dto.locationId !== null && dto.locationId !== undefined)
  @IsUUID('all', { message: 'locationId must be a location id or null' })
  locationId?: string | null;
}
