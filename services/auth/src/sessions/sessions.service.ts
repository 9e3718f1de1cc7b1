import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import type { VerifiedAccount } from '@irrigo/contracts';
import { IsNull, Not, type EntityManager, type Repository } from 'typeorm';
import type { Account } from '../accounts/account.entity.js';
import { hasRole, toVerifiedUser } from '../accounts/accounts.service.js';
import { sessionsConfig } from '../auth.env.js';
import { isSessionLive, newSessionTimes, sessionLifetime, slideSession, type SessionLifetime } from './session-lifetime.js';
import { hashSessionToken, isWellFormedSessionToken, issueSessionToken } from './session-token.js';
import { Session } from './session.entity.js';

/** Where a sign-in came from, kept on the session so a user or an admin can recognise it later. */
export interface SessionClient {
  ip: string;
  userAgent: string | undefined;
}

export interface StartedSession {
  token: string;
  session: Session;
}

const USER_AGENT_MAX_LENGTH = 512;

@Injectable()
export class SessionsService {
  readonly lifetime: SessionLifetime;

  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    @Inject(sessionsConfig.KEY) config: ConfigType<typeof sessionsConfig>,
  ) {
    this.lifetime = sessionLifetime(config.idleMinutes, config.absoluteHours);
  }

  /** A brand-new session (new id, new token) at every sign-in, so nothing from before can be fixated. */
  async start(accountId: string, client: SessionClient, manager: EntityManager = this.sessions.manager): Promise<StartedSession> {
    const { token, tokenHash } = issueSessionToken();
    const session = manager.getRepository(Session).create({
      tokenHash,
      accountId,
      ...newSessionTimes(new Date(), this.lifetime),
      revokedAt: null,
      ip: client.ip || null,
      userAgent: client.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    });
    return { token, session: await manager.getRepository(Session).save(session) };
  }

  /**
   * The account a session token belongs to, or null for an unknown, expired or revoked one, or a disabled
   * account. An account without a role yet resolves too, with role null: services admit it only on routes
   * marked @AnyAccount() (nest-kit's AccessGuard).
   */
  async resolve(token: string): Promise<VerifiedAccount | null> {
    if (!isWellFormedSessionToken(token)) return null;
    const session = await this.sessions.findOne({ where: { tokenHash: hashSessionToken(token) }, relations: { account: true } });
    const now = new Date();
    if (!session?.account || session.account.disabledAt || !isSessionLive(session, now)) return null;

    const slid = slideSession(session, now, this.lifetime);
    if (slid) await this.sessions.update({ id: session.id, revokedAt: IsNull() }, slid);
    return toVerifiedAccount(session.account, session.id);
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Signs an account out everywhere (its password was set or reset, or it was disabled). */
  async revokeAllOf(accountId: string, manager: EntityManager = this.sessions.manager): Promise<void> {
    await manager.getRepository(Session).update({ accountId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Signs an account out everywhere but in `keptSessionId`: the browser that just changed the password stays in. */
  async revokeAllOfExcept(accountId: string, keptSessionId: string, manager: EntityManager = this.sessions.manager): Promise<void> {
    await manager.getRepository(Session).update({ accountId, id: Not(keptSessionId), revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}

/** What the gateway's assertion says about a session's account: a user with its role, or an account without one yet. */
export function toVerifiedAccount(account: Account, sessionId: string): VerifiedAccount {
  if (hasRole(account)) return toVerifiedUser(account, sessionId);
  return {
    id: account.id,
    email: account.email,
    name: account.fullName,
    role: null,
    organizationId: account.organizationId,
    locationId: account.locationId,
    technicianId: account.technicianId,
    sessionId,
  };
}
