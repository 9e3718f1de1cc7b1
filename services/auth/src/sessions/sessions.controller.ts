import { Controller, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import type { IdentityClaims } from '@irrigo/contracts';
import { Public, RequestIdentity } from '@irrigo/nest-kit';
import type { Response } from 'express';
import { clearSessionCookie } from './session-cookie.js';
import { SessionsService } from './sessions.service.js';

@Controller('api/auth')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  /** POST /api/auth/logout: public so that a browser whose session already ended can still clear its cookie. */
  @Public()
  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  async logout(@RequestIdentity() identity: IdentityClaims, @Res({ passthrough: true }) response: Response): Promise<void> {
    if (identity.usr) await this.sessions.revoke(identity.usr.sessionId);
    clearSessionCookie(response, identity.https);
  }
}
