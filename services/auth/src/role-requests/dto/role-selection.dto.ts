import { SELECTABLE_ROLES, type RoleSelectionRequest, type SelectableRole } from '@irrigo/contracts';
import { IsIn } from 'class-validator';

export class RoleSelectionDto implements RoleSelectionRequest {
  @IsIn(SELECTABLE_ROLES)
  role!: SelectableRole;
}
