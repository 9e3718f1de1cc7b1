import { Controller, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import type { IdentityClaims } from '@irrigo/contracts';
import { Public, RequestIdentity } from '@irrigo/nest-kit';
import type { Response } from 'express';
import { AuditLog } from '../audit/audit-log.service.js';
import { SessionToken } from '../sign-up/session-token-of.js';
import { RequestClient } from './request-client.decorator.js';
import { clearSessionCookie } from './session-cookie.js';
import { SessionsService, type SessionClient } from './sessions.service.js';

@Controller('api/auth')
export class SessionsController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly audit: AuditLog,
  ) {}

  /** POST /api/auth/logout: public so that a browser whose session already ended can still clear its cookie. */
  @Public()
  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  async logout(
    @RequestIdentity() identity: IdentityClaims,
    @RequestClient() client: SessionClient,
    @SessionToken() token: string | null,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    const user = identity.usr;
    if (user) {
      await this.sessions.revoke(user.sessionId);
      await this.audit.record('sign-out', client, { account: user });
    } else if (token) {
      await this.sessions.revokeByToken(token);
    }
    clearSessionCookie(response, identity.https);
  }
}
