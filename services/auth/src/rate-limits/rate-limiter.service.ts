import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { In, LessThanOrEqual, MoreThan, type Repository } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service.js';
import type { SessionClient } from '../sessions/sessions.service.js';
import { RateLimitedException } from './rate-limited.exception.js';
import { RateLimitHit } from './rate-limit-hit.entity.js';

export interface RateLimitRule {
  bucket: string;
  key: string;
  /** Attempts allowed within any window of `windowMs`. */
  limit: number;
  windowMs: number;
  /**
   * A growing delay instead of a wall: past `limit` attempts in the window, each further one has to wait
   * `firstDelayMs`, doubled per attempt beyond the limit (capped at the window), after the previous one.
   */
  backoff?: { firstDelayMs: number };
}

/** Something kept for a while under a key, such as an address an account signed in from. */
export interface RememberedFact {
  bucket: string;
  key: string;
  forMs: number;
}

/** A counted attempt that turned out not to be one to count (a successful sign-in). */
export interface CountedAttempt {
  forget(): Promise<void>;
}

/** Expired hits are deleted at most this often per replica; they stop counting the moment they expire anyway. */
const PRUNE_INTERVAL_MS = 5 * 60_000;

/** 2^30 times any delay is past every window; beyond it the exponent only risks overflow. */
const MAX_DOUBLINGS = 30;

const hashKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

/**
 * Sliding-window limits kept in the database. Each attempt is written first and counted after, so
 * concurrent attempts can only be refused too eagerly, never let through past the limit. A refused attempt
 * is not counted: the wait ends when the window does, however often someone knocks meanwhile.
 */
@Injectable()
export class RateLimiter {
  private lastPrunedAt = 0;

  constructor(
    @InjectRepository(RateLimitHit) private readonly hits: Repository<RateLimitHit>,
    private readonly audit: AuditLog,
  ) {}

  /**
   * Counts one attempt under every rule, or refuses it with 429 (and an audit event) if any rule is used up.
   * `countedOnly`: rules the attempt counts towards without being held back by them (an address the
   * account trusts still adds its failures to the account's count, which holds back everyone else).
   */
  async consume(rules: RateLimitRule[], client: SessionClient, email?: string, countedOnly: RateLimitRule[] = []): Promise<CountedAttempt> {
    const now = new Date();
    const inserted = await this.hits.insert(
      [...rules, ...countedOnly].map((rule) => ({ bucket: rule.bucket, keyHash: hashKey(rule.key), at: now, expiresAt: new Date(now.getTime() + rule.windowMs) })),
    );
    const ids = inserted.identifiers.map((identifier) => String(identifier['id']));
    const forget = async () => {
      await this.hits.delete({ id: In(ids) });
    };

    const waits = await Promise.all(rules.map((rule) => (rule.backoff ? this.secondsOfBackoff(rule, rule.backoff.firstDelayMs, now, ids) : this.secondsUntilFree(rule, now))));
    const exceeded = rules.filter((_rule, index) => waits[index] !== null);
    if (exceeded.length > 0) {
      await forget();
      const retryAfterSeconds = Math.max(...waits.map((wait) => wait ?? 0));
      await this.audit.record('rate-limited', client, {
        email: email ?? null,
        details: { buckets: exceeded.map((rule) => rule.bucket).join(','), retryAfterSeconds },
      });
      throw new RateLimitedException(retryAfterSeconds);
    }
    await this.pruneNowAndThen(now);
    return { forget };
  }

  /** Starts a key afresh: a successful sign-in wipes the failures counted against the account. */
  async clear(bucket: string, key: string): Promise<void> {
    await this.hits.delete({ bucket, keyHash: hashKey(key) });
  }

  /** Keeps `fact` (hashed like every key) until `forMs` from now; remembering it again starts its time afresh. */
  async remember(fact: RememberedFact): Promise<void> {
    const now = new Date();
    await this.clear(fact.bucket, fact.key);
    await this.hits.insert({ bucket: fact.bucket, keyHash: hashKey(fact.key), at: now, expiresAt: new Date(now.getTime() + fact.forMs) });
  }

  async remembers(fact: RememberedFact): Promise<boolean> {
    return this.hits.exists({ where: { bucket: fact.bucket, keyHash: hashKey(fact.key), expiresAt: MoreThan(new Date()) } });
  }

  /**
   * Null while the attempt just written keeps the key within its limit; otherwise the seconds until the
   * limit-th most recent earlier hit leaves the window, which is when one more attempt would fit.
   */
  private async secondsUntilFree(rule: RateLimitRule, now: Date): Promise<number | null> {
    const blocking = await this.hits
      .createQueryBuilder('hit')
      .select('hit.at')
      .where('hit.bucket = :bucket AND hit.keyHash = :keyHash AND hit.at > :since', {
        bucket: rule.bucket,
        keyHash: hashKey(rule.key),
        since: new Date(now.getTime() - rule.windowMs),
      })
      .orderBy('hit.at', 'DESC')
      .offset(rule.limit)
      .limit(1)
      .getOne();
    if (!blocking) return null;
    return Math.max(1, Math.ceil((blocking.at.getTime() + rule.windowMs - now.getTime()) / 1000));
  }

  /**
   * Null while fewer than `limit` earlier attempts fall in the window, or when the last of them is far
   * enough behind: `firstDelayMs` for the first attempt past the limit, doubling with each one after.
   * Otherwise the seconds still to wait. Refused attempts are not counted, so knocking does not add to it.
   */
  private async secondsOfBackoff(rule: RateLimitRule, firstDelayMs: number, now: Date, ownIds: string[]): Promise<number | null> {
    const earlier = await this.hits
      .createQueryBuilder('hit')
      .select(['hit.at'])
      .where('hit.bucket = :bucket AND hit.keyHash = :keyHash AND hit.at > :since AND hit.id NOT IN (:...ownIds)', {
        bucket: rule.bucket,
        keyHash: hashKey(rule.key),
        since: new Date(now.getTime() - rule.windowMs),
        ownIds,
      })
      .orderBy('hit.at', 'DESC')
      .getMany();
    const [latest] = earlier;
    if (!latest || earlier.length < rule.limit) return null;
    const delayMs = Math.min(rule.windowMs, firstDelayMs * 2 ** Math.min(earlier.length - rule.limit, MAX_DOUBLINGS));
    const waitMs = latest.at.getTime() + delayMs - now.getTime();
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : null;
  }

  private async pruneNowAndThen(now: Date): Promise<void> {
    if (now.getTime() - this.lastPrunedAt < PRUNE_INTERVAL_MS) return;
    this.lastPrunedAt = now.getTime();
    await this.hits.delete({ expiresAt: LessThanOrEqual(now) });
  }
}
