import { Controller, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import type { IdentityClaims } from '@irrigo/contracts';
import { Public, RequestIdentity } from '@irrigo/nest-kit';
import type { Response } from 'express';
import { AuditLog } from '../audit/audit-log.service.js';
import { RequestClient } from './request-client.decorator.js';
import { clearSessionCookie } from './session-cookie.js';
import { SessionsService, type SessionClient } from './sessions.service.js';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

@ApiTags('sign-in')
@Controller('api/auth')
export class SessionsController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly audit: AuditLog,
  ) {}

  /**
   * POST /api/auth/logout: public so that a browser whose session already ended can still clear its cookie.
   * Whoever is signed in, with a role or without one yet, is named by the gateway's assertion.
   */
  @Public()
  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Sign out', description: 'Ends the session, if any, and clears the cookie; answers the same when signed out.' })
  @ApiNoContentResponse({ description: 'Signed out' })
  async logout(
    @RequestIdentity() identity: IdentityClaims,
    @RequestClient() client: SessionClient,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    const account = identity.usr;
    if (account) {
      await this.sessions.revoke(account.sessionId);
      await this.audit.record('sign-out', client, { account });
    }
    clearSessionCookie(response, identity.https);
  }
}
