import type { SignUpConfirmRequest } from '@irrigo/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EmailField } from '../../accounts/email-field.decorator.js';
import { ApiProperty } from '@nestjs/swagger';

/** Room for six digits however they were typed or pasted. */
const CODE_MAX_LENGTH = 32;

export class SignUpConfirmDto implements SignUpConfirmRequest {
  @ApiProperty({ format: 'email', maxLength: 254 })
  @EmailField()
  email!: string;

  @ApiProperty({ maxLength: CODE_MAX_LENGTH, example: '123456', description: 'The 6-digit code that was e-mailed' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(CODE_MAX_LENGTH)
  code!: string;
}
