import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, TECHNICIAN_CHANGE_PASSWORD_MIN_LENGTH, type ChangeTechnicianPasswordRequest } from '@irrigo/contracts';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PasswordLength } from '../../password-policy/password-length.validator.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class ChangeTechnicianPasswordDto implements ChangeTechnicianPasswordRequest {
  /**
   * What the original client sends along. Accepted and ignored: the password changed is always the
   * signed-in technician's, so naming someone else's e-mail here changes nothing of theirs.
   */
  @ApiPropertyOptional({ maxLength: EMAIL_MAX_LENGTH, description: 'Ignored: the signed-in technician is the one changed' })
  @IsOptional()
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH)
  email?: string;

  /**
   * Required unless the session signed in recently (RECENT_SIGN_IN_MINUTES); checked whenever sent. Empty
   * counts as not sent, so an empty field gets the same answer as a missing one.
   */
  @ApiPropertyOptional({ format: 'password', maxLength: PASSWORD_MAX_LENGTH, description: 'Required unless the session signed in within the last 10 minutes' })
  @IsOptional()
  @IsString()
  @PasswordLength(0, PASSWORD_MAX_LENGTH)
  currentPassword?: string;

  @ApiProperty({ format: 'password', minLength: TECHNICIAN_CHANGE_PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsString()
  @PasswordLength(TECHNICIAN_CHANGE_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)
  newPassword!: string;

  /** The dashboard prompt and the settings page both send it; it must then equal newPassword. */
  @ApiPropertyOptional({ format: 'password', maxLength: PASSWORD_MAX_LENGTH, description: 'When sent, must equal newPassword' })
  @IsOptional()
  @IsString()
  @PasswordLength(1, PASSWORD_MAX_LENGTH)
  confirmPassword?: string;
}
