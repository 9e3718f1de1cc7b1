import {
  PERSON_NAME_MAX_LENGTH,
  ADMIN_PASSWORD_MIN_LENGTH,
  ORGANIZATION_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  type AdminSetupRequest,
} from '@irrigo/contracts';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { EmailField } from '../../accounts/email-field.decorator.js';
import { PasswordLength } from '../../password-policy/password-length.validator.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class AdminSetupDto implements AdminSetupRequest {
  @ApiProperty({ maxLength: PERSON_NAME_MAX_LENGTH, example: 'Marta Ruiz' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(PERSON_NAME_MAX_LENGTH)
  fullName!: string;

  @ApiProperty({ format: 'email', maxLength: 254 })
  @EmailField()
  email!: string;

  /** Blank or absent means the product name (spec §9). */
  @ApiPropertyOptional({ maxLength: ORGANIZATION_NAME_MAX_LENGTH, example: 'Riego Verde' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(ORGANIZATION_NAME_MAX_LENGTH)
  organizationName?: string;

  /** Not trimmed: spaces are part of a passphrase. */
  @ApiProperty({
    format: 'password',
    minLength: ADMIN_PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    description: 'Also checked for strength (PASSWORD_TOO_WEAK, PASSWORD_TOO_COMMON)',
  })
  @IsString()
  @PasswordLength(ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)
  password!: string;
}
