import {
  ADMIN_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_RESET_USER_TYPES,
  type PasswordResetCompleteRequest,
  type PasswordResetUserType,
} from '@irrigo/contracts';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PasswordLength } from '../../password-policy/password-length.validator.js';
import { ApiProperty } from '@nestjs/swagger';

/** Room for the code with spaces or dashes however a person typed or pasted it. */
export const RESET_TOKEN_MAX_LENGTH = 64;

export class PasswordResetCompleteDto implements PasswordResetCompleteRequest {
  @ApiProperty({ maxLength: RESET_TOKEN_MAX_LENGTH, description: 'The code from the reset e-mail' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(RESET_TOKEN_MAX_LENGTH)
  resetToken!: string;

  @ApiProperty({ format: 'password', minLength: ADMIN_PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsString()
  @PasswordLength(ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)
  newPassword!: string;

  @ApiProperty({ enum: PASSWORD_RESET_USER_TYPES })
  @IsIn(PASSWORD_RESET_USER_TYPES)
  userType!: PasswordResetUserType;
}
