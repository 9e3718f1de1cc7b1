import { SELECTABLE_ROLES, type RoleSelectionRequest, type SelectableRole } from '@irrigo/contracts';
import { IsIn } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';

export class RoleSelectionDto implements RoleSelectionRequest {
  @ApiProperty({ enum: SELECTABLE_ROLES })
  @IsIn(SELECTABLE_ROLES)
  role!: SelectableRole;
}
