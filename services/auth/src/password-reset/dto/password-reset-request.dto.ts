import { PASSWORD_RESET_USER_TYPES, type PasswordResetRequest, type PasswordResetUserType } from '@irrigo/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { EmailField } from '../../accounts/email-field.decorator.js';

const NAME_MAX_LENGTH = 200;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Administrator tab: the e-mail. Technician tab: the full name, and an e-mail only if they want to add one. */
export class PasswordResetRequestDto implements PasswordResetRequest {
  @IsIn(PASSWORD_RESET_USER_TYPES)
  userType!: PasswordResetUserType;

  @ValidateIf((request: PasswordResetRequestDto) => request.userType === 'technician')
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(NAME_MAX_LENGTH)
  username?: string;

  /** Required for administrators; for technicians checked only when filled in. */
  @ValidateIf((request: PasswordResetRequestDto) => request.userType !== 'technician' || (typeof request.email === 'string' && request.email.trim() !== ''))
  @EmailField()
  email?: string;
}
