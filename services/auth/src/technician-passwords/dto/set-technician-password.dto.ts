import { ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, type SetTechnicianPasswordRequest } from '@irrigo/contracts';
import { IsString, IsUUID } from 'class-validator';
import { PasswordLength } from '../../password-policy/password-length.validator.js';
import { ApiProperty } from '@nestjs/swagger';

export class SetTechnicianPasswordDto implements SetTechnicianPasswordRequest {
  /** The roster id of services/org. */
  @ApiProperty({ format: 'uuid', description: 'The roster technician (services/org)' })
  @IsUUID('all')
  technicianId!: string;

  @ApiProperty({ format: 'password', minLength: ADMIN_PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsString()
  @PasswordLength(ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)
  newPassword!: string;

  @ApiProperty({ format: 'password', minLength: ADMIN_PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, description: 'Must equal newPassword' })
  @IsString()
  @PasswordLength(ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)
  confirmPassword!: string;
}
