import { PERSON_NAME_MAX_LENGTH, ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, type SignUpRequest } from '@irrigo/contracts';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EmailField } from '../../accounts/email-field.decorator.js';
import { PasswordLength } from '../../password-policy/password-length.validator.js';
import { ApiProperty } from '@nestjs/swagger';

export class SignUpDto implements SignUpRequest {
  @ApiProperty({ maxLength: PERSON_NAME_MAX_LENGTH, example: 'Rosa Delgado' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty()
  @MaxLength(PERSON_NAME_MAX_LENGTH)
  fullName!: string;

  @ApiProperty({ format: 'email', maxLength: 254 })
  @EmailField()
  email!: string;

  /** Not trimmed: spaces are part of a passphrase. */
  @ApiProperty({ format: 'password', minLength: ADMIN_PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsString()
  @PasswordLength(ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)
  password!: string;
}
