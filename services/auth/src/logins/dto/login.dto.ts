import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, type LoginRequest } from '@irrigo/contracts';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PasswordLength } from '../../password-policy/password-length.validator.js';
import { ApiProperty } from '@nestjs/swagger';

/**
 * Only presence and size are checked: a malformed e-mail or a short password simply does not match an
 * account, and says nothing more than any other wrong pair.
 */
export class LoginDto implements LoginRequest {
  @ApiProperty({ example: 'rosa@example.com', maxLength: EMAIL_MAX_LENGTH, description: 'Trimmed; only presence and size are checked' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty()
  @MaxLength(EMAIL_MAX_LENGTH)
  email!: string;

  @ApiProperty({ format: 'password', minLength: 1, maxLength: PASSWORD_MAX_LENGTH })
  @IsString()
  @PasswordLength(1, PASSWORD_MAX_LENGTH)
  password!: string;
}
