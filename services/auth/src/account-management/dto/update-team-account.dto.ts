import { ROLES, type Role, type UpdateTeamAccountRequest } from '@irrigo/contracts';
import { IsIn, IsOptional, IsUUID, ValidateIf } from 'class-validator';

export class UpdateTeamAccountDto implements UpdateTeamAccountRequest {
  @IsOptional()
  @IsIn(ROLES, { message: `role must be one of ${ROLES.join(', ')}` })
  role?: Role;

  /** null takes the account off every location; absent leaves it as it is. */
  @ValidateIf((dto: UpdateTeamAccountDto) => dto.locationId !== null && dto.locationId !== undefined)
  @IsUUID('all', { message: 'locationId must be a location id or null' })
  locationId?: string | null;
}
