import { ApiProperty } from '@nestjs/swagger';
import type { PasswordResetVerifyResponse } from '@irrigo/contracts';

export class PasswordResetVerifyResponseSchema implements PasswordResetVerifyResponse {
  @ApiProperty({ enum: [true] }) valid!: true;
}
