import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { IdentityClaims } from '@irrigo/contracts';
import { DomainException } from '@irrigo/nest-kit';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import type { Account } from '../accounts/account.entity.js';
import { setSessionCookie } from '../sessions/session-cookie.js';
import { isSessionLive } from '../sessions/session-lifetime.js';
import { hashSessionToken, isWellFormedSessionToken } from '../sessions/session-token.js';
import { Session } from '../sessions/session.entity.js';
import { SessionsService, type SessionClient } from '../sessions/sessions.service.js';

export interface SessionOfAccount {
  sessionId: string;
  account: Account;
}

/** Sessions of signed-up accounts, whether or not they have a role yet (see session-token-of.ts). */
@Injectable()
export class SignedUpSessions {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
  ) {}

  /** The live session behind `token` and its enabled account, or null. */
  async find(token: string | null): Promise<SessionOfAccount | null> {
    if (!token || !isWellFormedSessionToken(token)) return null;
    const session = await this.dataSource.getRepository(Session).findOne({ where: { tokenHash: hashSessionToken(token) }, relations: { account: true } });
    if (!session?.account || session.account.disabledAt || !isSessionLive(session, new Date())) return null;
    return { sessionId: session.id, account: session.account };
  }

  /** As `find`, or 401 like any signed-in route. */
  async require(token: string | null): Promise<SessionOfAccount> {
    const found = await this.find(token);
    if (!found) throw DomainException.unauthenticated();
    return found;
  }

  /** The browser's previous session ends (a role-holder's from the assertion, a role-less one from the cookie). */
  async endPrevious(identity: IdentityClaims, previousToken: string | null): Promise<void> {
    if (identity.usr) await this.sessions.revoke(identity.usr.sessionId);
    const previous = await this.find(previousToken);
    if (previous) await this.sessions.revoke(previous.sessionId);
  }

  setCookie(token: string, identity: IdentityClaims, response: Response): void {
    setSessionCookie(response, token, { secure: identity.https, maxAgeMs: this.sessions.lifetime.absoluteMs });
  }

  /** A new session in a new cookie, in place of the browser's previous one, so nothing from before can be fixated. */
  async startInPlaceOf(accountId: string, identity: IdentityClaims, previousToken: string | null, client: SessionClient, response: Response): Promise<void> {
    await this.endPrevious(identity, previousToken);
    const { token } = await this.sessions.start(accountId, client);
    this.setCookie(token, identity, response);
  }
}
