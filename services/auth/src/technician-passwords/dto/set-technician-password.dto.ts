import { ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, type SetTechnicianPasswordRequest } from '@irrigo/contracts';
import { IsString, IsUUID } from 'class-validator';
import { PasswordLength } from '../../password-policy/password-length.validator.js';

export class SetTechnicianPasswordDto implements SetTechnicianPasswordRequest {
  /** The roster id of services/org. */
  @IsUUID('all')
  technicianId!: string;

  @IsString()
  @PasswordLength(ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)
  newPassword!: string;

  @IsString()
  @PasswordLength(ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)
  confirmPassword!: string;
}
