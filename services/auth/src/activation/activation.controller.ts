import { Body, Controller, Header, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import type { ActivateAccountResponse, IdentityClaims } from '@irrigo/contracts';
import { ApiErrors, Public, RequestIdentity } from '@irrigo/nest-kit';
import type { Response } from 'express';
import { RequestClient } from '../sessions/request-client.decorator.js';
import { setSessionCookie } from '../sessions/session-cookie.js';
import { SessionsService, type SessionClient } from '../sessions/sessions.service.js';
import { ActivationService } from './activation.service.js';
import { ActivateAccountDto } from './dto/activate-account.dto.js';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { TechnicianSignInSchema } from '../accounts/dto/account.responses.js';

@ApiTags('accounts')
@Controller('api/auth')
export class ActivationController {
  constructor(
    private readonly activation: ActivationService,
    private readonly sessions: SessionsService,
  ) {}

  /** POST /api/auth/activate: a technician sets their own password with a one-time code, and is signed in. */
  @Public()
  @Post('activate')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Activate a bulk-created technician account with its one-time code',
    description: 'The technician chooses a password and is signed in (session cookie set).',
  })
  @ApiOkResponse({ description: 'Activated and signed in', type: TechnicianSignInSchema })
  @ApiErrors('ACTIVATION_CODE_INVALID', 'PASSWORD_TOO_WEAK', 'PASSWORD_TOO_COMMON', 'RATE_LIMITED')
  async activate(
    @Body() dto: ActivateAccountDto,
    @RequestIdentity() identity: IdentityClaims,
    @RequestClient() client: SessionClient,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ActivateAccountResponse> {
    const activated = await this.activation.activate(dto, client);
    // Whoever was signed in on this browser before (the admin who printed the sheet) is signed out here.
    if (identity.usr) await this.sessions.revoke(identity.usr.sessionId);
    setSessionCookie(response, activated.token, { secure: identity.https, maxAgeMs: this.sessions.lifetime.absoluteMs });
    return activated.body;
  }
}
