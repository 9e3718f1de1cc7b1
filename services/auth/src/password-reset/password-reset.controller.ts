import { Body, Controller, Header, Headers, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { MessageResponse, PasswordResetVerifyResponse } from '@irrigo/contracts';
import { Public } from '@irrigo/nest-kit';
import { RequestClient } from '../sessions/request-client.decorator.js';
import type { SessionClient } from '../sessions/sessions.service.js';
import { PasswordResetCompleteDto } from './dto/password-reset-complete.dto.js';
import { PasswordResetRequestDto } from './dto/password-reset-request.dto.js';
import { PasswordResetVerifyDto } from './dto/password-reset-verify.dto.js';
import { PasswordResetService } from './password-reset.service.js';

@Controller('api/password-reset')
export class PasswordResetController {
  constructor(private readonly passwordReset: PasswordResetService) {}

  /**
   * POST /api/password-reset/request: the same answer, as fast, whether or not an account matched; the code
   * goes by e-mail only, with a link built on the origin the browser used (unless PUBLIC_URL names one).
   */
  @Public()
  @Post('request')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  async request(
    @Body() dto: PasswordResetRequestDto,
    @RequestClient() client: SessionClient,
    @Headers('origin') origin: string | undefined,
  ): Promise<MessageResponse> {
    await this.passwordReset.request(dto, client, origin);
    return { message: 'If an account matches, a reset code has been sent.' };
  }

  /** POST /api/password-reset/verify: whether a code is live, without using it up (400 RESET_TOKEN_INVALID, 429). */
  @Public()
  @Post('verify')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  async verify(@Body() dto: PasswordResetVerifyDto, @RequestClient() client: SessionClient): Promise<PasswordResetVerifyResponse> {
    await this.passwordReset.verify(dto, client);
    return { valid: true };
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
