import { PERSON_NAME_MAX_LENGTH, ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, type ActivateAccountRequest } from '@irrigo/contracts';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { EmailField } from '../../accounts/email-field.decorator.js';
import { PasswordLength } from '../../password-policy/password-length.validator.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Room for the code with spaces or dashes however it was copied. */
const CODE_MAX_LENGTH = 64;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const isFilled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The e-mail, or for technicians without one the full name printed on their sheet. */
export class ActivateAccountDto implements ActivateAccountRequest {
  @ApiPropertyOptional({ format: 'email', maxLength: 254, description: "The technician's e-mail; exactly one of email and name" })
  @ValidateIf((request: ActivateAccountDto) => isFilled(request.email) || !isFilled(request.name))
  @EmailField()
  email?: string;

  @ApiPropertyOptional({ maxLength: PERSON_NAME_MAX_LENGTH, description: 'Full name as printed on the sheet, for a technician without an e-mail' })
  @ValidateIf((request: ActivateAccountDto) => !isFilled(request.email))
  @Transform(trim)
  @IsString({ message: 'name or email is required' })
  @IsNotEmpty({ message: 'name or email is required' })
  @MaxLength(PERSON_NAME_MAX_LENGTH)
  name?: string;

  @ApiProperty({ maxLength: CODE_MAX_LENGTH, description: 'The one-time activation code' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(CODE_MAX_LENGTH)
  code!: string;

  @ApiProperty({ format: 'password', minLength: ADMIN_PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsString()
  @PasswordLength(ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)
  newPassword!: string;
}
