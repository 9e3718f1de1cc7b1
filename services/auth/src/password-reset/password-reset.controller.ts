import { Body, Controller, Header, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { MessageResponse } from '@irrigo/contracts';
import { Public } from '@irrigo/nest-kit';
import { RequestClient } from '../sessions/request-client.decorator.js';
import type { SessionClient } from '../sessions/sessions.service.js';
import { PasswordResetCompleteDto } from './dto/password-reset-complete.dto.js';
import { PasswordResetRequestDto } from './dto/password-reset-request.dto.js';
import { PasswordResetService } from './password-reset.service.js';

@Controller('api/password-reset')
export class PasswordResetController {
  constructor(private readonly passwordReset: PasswordResetService) {}

  /** POST /api/password-reset/request: the same answer whether or not an account matched; the code goes by e-mail only. */
  @Public()
  @Post('request')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  async request(@Body() dto: PasswordResetRequestDto, @RequestClient() client: SessionClient): Promise<MessageResponse> {
    await this.passwordReset.request(dto, client);
    return { message: 'If an account matches, a reset code has been sent.' };
  }

  /** POST /api/password-reset/complete */
  @Public()
  @Post('complete')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  async complete(@Body() dto: PasswordResetCompleteDto, @RequestClient() client: SessionClient): Promise<MessageResponse> {
    await this.passwordReset.complete(dto, client);
    return { message: 'Your password has been reset. You can now sign in.' };
  }
}
