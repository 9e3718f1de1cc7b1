import { Body, Controller, Header, Headers, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { MessageResponse, PasswordResetVerifyResponse } from '@irrigo/contracts';
import { ApiErrors, Public } from '@irrigo/nest-kit';
import { RequestClient } from '../sessions/request-client.decorator.js';
import type { SessionClient } from '../sessions/sessions.service.js';
import { PasswordResetCompleteDto } from './dto/password-reset-complete.dto.js';
import { PasswordResetRequestDto } from './dto/password-reset-request.dto.js';
import { PasswordResetVerifyDto } from './dto/password-reset-verify.dto.js';
import { PasswordResetService } from './password-reset.service.js';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MessageResponseSchema } from '../accounts/dto/account.responses.js';
import { PasswordResetVerifyResponseSchema } from './dto/password-reset.responses.js';

@ApiTags('passwords')
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
  @ApiOperation({ summary: 'Ask for a password reset code by e-mail', description: 'Answered the same whether or not an account matched.' })
  @ApiOkResponse({ description: 'A code is on its way if an account matched', type: MessageResponseSchema })
  @ApiErrors('RATE_LIMITED')
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
  @ApiOperation({ summary: 'Check a reset code without using it up' })
  @ApiOkResponse({ description: 'The code is live', type: PasswordResetVerifyResponseSchema })
  @ApiErrors('RESET_TOKEN_INVALID', 'RATE_LIMITED')
  async verify(@Body() dto: PasswordResetVerifyDto, @RequestClient() client: SessionClient): Promise<PasswordResetVerifyResponse> {
    await this.passwordReset.verify(dto, client);
    return { valid: true };
  }

  /** POST /api/password-reset/complete */
  @Public()
  @Post('complete')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Set a new password with a reset code' })
  @ApiOkResponse({ description: 'The password is reset', type: MessageResponseSchema })
  @ApiErrors('RESET_TOKEN_INVALID', 'PASSWORD_TOO_WEAK', 'PASSWORD_TOO_COMMON', 'RATE_LIMITED')
  async complete(@Body() dto: PasswordResetCompleteDto, @RequestClient() client: SessionClient): Promise<MessageResponse> {
    await this.passwordReset.complete(dto, client);
    return { message: 'Your password has been reset. You can now sign in.' };
  }
}
