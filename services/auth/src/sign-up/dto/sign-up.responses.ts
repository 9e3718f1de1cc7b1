import { ApiProperty } from '@nestjs/swagger';
import {
  ROLES,
  SELECTABLE_ROLES,
  type Role,
  type RoleSelectionResponse,
  type SelectableRole,
  type SignUpUser,
  type SignUpUserResponse,
} from '@irrigo/contracts';

export class SignUpUserSchema implements SignUpUser {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ROLES, nullable: true, description: 'Null until a role is chosen and granted' }) role!: Role | null;
  @ApiProperty() setupComplete!: boolean;
  @ApiProperty({ enum: SELECTABLE_ROLES, nullable: true, description: 'Set while an administrator has yet to approve it' })
  requestedRole!: SelectableRole | null;
}

export class SignUpUserResponseSchema implements SignUpUserResponse {
  @ApiProperty({ type: SignUpUserSchema }) user!: SignUpUser;
}

export class RoleSelectionResponseSchema extends SignUpUserResponseSchema implements RoleSelectionResponse {
  @ApiProperty({ enum: ['linked', 'requested'], description: '`linked`: granted now; `requested`: an administrator must approve it' }) outcome!:
    'linked' | 'requested';
}
