import type { PasswordResetVerifyRequest } from '@irrigo/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { RESET_TOKEN_MAX_LENGTH } from './password-reset-complete.dto.js';

export class PasswordResetVerifyDto implements PasswordResetVerifyRequest {
  @IsString()
  @IsNotEmpty()
  @MaxLength(RESET_TOKEN_MAX_LENGTH)
  resetToken!: string;
}
