import type { SignUpConfirmRequest } from '@irrigo/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EmailField } from '../../accounts/email-field.decorator.js';

/** Room for six digits however they were typed or pasted. */
const CODE_MAX_LENGTH = 32;

export class SignUpConfirmDto implements SignUpConfirmRequest {
  @EmailField()
  email!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(CODE_MAX_LENGTH)
  code!: string;
}
