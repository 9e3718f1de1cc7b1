import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { HEADERS, ROLES, type VerifiedAccount } from '@irrigo/contracts';
import { importServiceSigningKey, signServiceToken } from '@irrigo/nest-kit';
import type { CryptoKey } from 'jose';
import { signingKeysConfig, upstreamsConfig } from '../gateway.env.js';
import { UpstreamHealthService } from '../health/upstream-health.service.js';

/** How long a resolved session is reused: long enough to spare services/auth a call per request, short enough that a revoked session stops working within seconds. */
export const SESSION_CACHE_TTL_MS = 3_000;
export const SESSION_CACHE_MAX_ENTRIES = 10_000;
/** Part of the request's time budget (see the chain test in test/timeout-chain.spec.ts). */
export const RESOLVE_TIMEOUT_MS = 2_000;

/** The signed-in account, null for no valid session, or undefined when services/auth could not say. */
export type SessionLookup = VerifiedAccount | null | undefined;

interface Lookup {
  user: Promise<SessionLookup>;
  /** Set when the session was signed out while this lookup was under way. */
  stale: boolean;
}

interface CachedSession {
  user: VerifiedAccount | null;
  expiresAt: number;
}

/**
 * Turns the browser's session cookie into the signed-in account (a user with its role, or an account that
 * has none yet, which services admit only on @AnyAccount() routes) by asking services/auth, with a short cache
 * keyed by a hash of the token (the token itself is never kept). When auth cannot answer, `resolve` says so
 * (undefined) rather than guessing "nobody": a browser that is signed in must not be answered as signed out.
 */
@Injectable()
export class SessionResolver implements OnModuleInit {
  private readonly logger = new Logger(SessionResolver.name);
  private readonly cache = new Map<string, CachedSession>();
  private readonly inFlight = new Map<string, Lookup>();
  private readonly resolveUrl: URL;
  private serviceKey!: CryptoKey;

  constructor(
    @Inject(upstreamsConfig.KEY) upstreams: ConfigType<typeof upstreamsConfig>,
    @Inject(signingKeysConfig.KEY) private readonly keys: ConfigType<typeof signingKeysConfig>,
    private readonly health: UpstreamHealthService,
  ) {
    this.resolveUrl = new URL('/internal/sessions/resolve', upstreams.services.auth);
  }

  /** A key that cannot be imported stops the gateway at start-up, not at its first session lookup. */
  async onModuleInit(): Promise<void> {
    this.serviceKey = await importServiceSigningKey(this.keys.servicePrivateJwk);
  }

  async resolve(token: string, requestId: string): Promise<SessionLookup> {
    const key = cacheKey(token);
    const cached = this.cache.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.user;
    if (cached) this.cache.delete(key);

    const pending = this.inFlight.get(key);
    if (pending) return pending.user;
    const lookup: Lookup = { stale: false, user: Promise.resolve(undefined) };
    lookup.user = this.askAuth(token, requestId).then((user) => {
      if (this.inFlight.get(key) === lookup) this.inFlight.delete(key);
      // An answer that was on its way while the session was signed out must not be cached.
      if (user !== undefined && !lookup.stale) this.remember(key, user);
      return user;
    });
    this.inFlight.set(key, lookup);
    return lookup.user;
  }

  /** Forgets a session at once (sign-out), so the next request cannot ride on a cached answer. */
  evict(token: string): void {
    const key = cacheKey(token);
    this.cache.delete(key);
    const pending = this.inFlight.get(key);
    if (pending) pending.stale = true;
    this.inFlight.delete(key);
  }

  /** The account (or null for no valid session), or undefined when auth could not say: that is not cached. */
  private async askAuth(token: string, requestId: string): Promise<SessionLookup> {
    if (!(await this.health.isAccepting('auth'))) {
      this.logger.warn(`auth service not ready, request ${requestId} answered 503 AUTH_UNAVAILABLE`);
      return undefined;
    }
    let response: Response;
    try {
      response = await fetch(this.resolveUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          [HEADERS.service]: await signServiceToken(this.serviceKey, 'gateway', 'auth'),
          [HEADERS.requestId]: requestId,
        },
        body: JSON.stringify({ token }),
        signal: AbortSignal.timeout(RESOLVE_TIMEOUT_MS),
      });
    } catch (error) {
      this.logger.warn(`auth service unreachable, request ${requestId} answered 503 AUTH_UNAVAILABLE: ${describe(error)}`);
      return undefined;
    }
    if (!response.ok) {
      await response.body?.cancel();
      this.logger.warn(`auth service answered ${response.status} to a session lookup, request ${requestId} answered 503 AUTH_UNAVAILABLE`);
      return undefined;
    }
    const payload = (await response.json().catch(() => undefined)) as unknown;
    if (!isResolveResponse(payload)) {
      this.logger.warn(`auth service sent an unexpected session lookup answer, request ${requestId} answered 503 AUTH_UNAVAILABLE`);
      return undefined;
    }
    return payload.user;
  }

  private remember(key: string, user: VerifiedAccount | null): void {
    // Map keeps insertion order: dropping the first keys drops the oldest entries.
    while (this.cache.size >= SESSION_CACHE_MAX_ENTRIES) {
      const oldest = this.cache.keys().next().value;
      if (oldest === undefined) break;
      this.cache.delete(oldest);
    }
    this.cache.set(key, { user, expiresAt: Date.now() + SESSION_CACHE_TTL_MS });
  }
}

function cacheKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${(error.cause as NodeJS.ErrnoException).code ?? error.cause.message})` : '';
    return `${error.name}: ${error.message}${cause}`;
  }
  return String(error);
}

function isResolveResponse(value: unknown): value is { user: VerifiedAccount | null } {
  if (typeof value !== 'object' || value === null || !('user' in value)) return false;
  const user = (value as { user: unknown }).user;
  if (user === null) return true;
  if (typeof user !== 'object') return false;
  const fields = user as Record<string, unknown>;
  return (
    typeof fields['id'] === 'string' &&
    typeof fields['email'] === 'string' &&
    typeof fields['sessionId'] === 'string' &&
    // null: an account without a role yet, forwarded as such; services refuse it wherever a role is needed.
    (fields['role'] === null || (ROLES as readonly unknown[]).includes(fields['role']))
  );
}
