import type { PasswordResetVerifyRequest } from '@irrigo/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { RESET_TOKEN_MAX_LENGTH } from './password-reset-complete.dto.js';
import { ApiProperty } from '@nestjs/swagger';

export class PasswordResetVerifyDto implements PasswordResetVerifyRequest {
  @ApiProperty({ maxLength: RESET_TOKEN_MAX_LENGTH, description: 'The code from the reset e-mail' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(RESET_TOKEN_MAX_LENGTH)
  resetToken!: string;
}
