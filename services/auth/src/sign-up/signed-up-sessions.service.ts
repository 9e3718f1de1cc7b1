import { Injectable } from '@nestjs/common';
import type { IdentityClaims } from '@irrigo/contracts';
import type { Response } from 'express';
import { setSessionCookie } from '../sessions/session-cookie.js';
import { SessionsService, type SessionClient } from '../sessions/sessions.service.js';

/**
 * Sessions started by the sign-up screens (confirming a sign-up, signing in, a role granted on the spot),
 * always in place of the browser's previous one.
 */
@Injectable()
export class SignedUpSessions {
  constructor(private readonly sessions: SessionsService) {}

  /** The browser's previous session ends: the gateway's assertion names it, whether or not its account has a role. */
  async endPrevious(identity: IdentityClaims): Promise<void> {
    if (identity.usr) await this.sessions.revoke(identity.usr.sessionId);
  }

  setCookie(token: string, identity: IdentityClaims, response: Response): void {
    setSessionCookie(response, token, { secure: identity.https, maxAgeMs: this.sessions.lifetime.absoluteMs });
  }

  /** A new session in a new cookie, in place of the browser's previous one, so nothing from before can be fixated. */
  async startInPlaceOf(accountId: string, identity: IdentityClaims, client: SessionClient, response: Response): Promise<void> {
    await this.endPrevious(identity);
    const { token } = await this.sessions.start(accountId, client);
    this.setCookie(token, identity, response);
  }
}
