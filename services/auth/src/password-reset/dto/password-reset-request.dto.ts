import { PERSON_NAME_MAX_LENGTH, PASSWORD_RESET_USER_TYPES, type PasswordResetRequest, type PasswordResetUserType } from '@irrigo/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { EmailField } from '../../accounts/email-field.decorator.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Administrator tab: the e-mail. Technician tab: the full name, and an e-mail only if they want to add one. */
export class PasswordResetRequestDto implements PasswordResetRequest {
  @ApiProperty({ enum: PASSWORD_RESET_USER_TYPES })
  @IsIn(PASSWORD_RESET_USER_TYPES)
  userType!: PasswordResetUserType;

  @ApiPropertyOptional({ maxLength: PERSON_NAME_MAX_LENGTH, description: 'Technician: the full name (required for technicians)' })
  @ValidateIf((request: PasswordResetRequestDto) => request.userType === 'technician')
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(PERSON_NAME_MAX_LENGTH)
  username?: string;

  /** Required for administrators; for technicians checked only when filled in. */
  @ApiPropertyOptional({ format: 'email', maxLength: 254, description: 'Admin: required; technician: optional' })
  @ValidateIf((request: PasswordResetRequestDto) => request.userType !== 'technician' || (typeof request.email === 'string' && request.email.trim() !== ''))
  @EmailField()
  email?: string;
}
