import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service.js';
import type { SessionClient } from '../sessions/sessions.service.js';
import { RateLimitedException } from './rate-limited.exception.js';
import { RATE_LIMITS_TABLE, rateLimitStore, type RateLimitStore } from './rate-limit-store.js';

export interface RateLimitRule {
  bucket: string;
  key: string;
  /** Attempts allowed within a window of `windowMs`, which starts at the key's first attempt. */
  limit: number;
  windowMs: number;
  /**
   * A growing delay instead of a wall: from the `limit`-th attempt in the window on, each further one has to
   * wait `firstDelayMs`, doubled per attempt beyond the limit (capped at the window), after the previous one
   * let through.
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

/** One rule's part in an attempt: how long it holds the attempt back (null: not at all), and how to un-count it. */
interface Counted {
  waitMs: number | null;
  giveBack(): Promise<void>;
}

/** 2^30 times any delay is past every window; beyond it the exponent only risks overflow. */
const MAX_DOUBLINGS = 30;

/** Durations are whole seconds in the library; a rule's window or delay is never shorter than one. */
const seconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

/** SHA-256 of the key (an e-mail, a name, an address): typed e-mails are sometimes passwords typed in the wrong box. */
const hashKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

/** The library refuses with a RateLimiterRes, and fails with an Error when the database does. */
const refusal = (reason: unknown): RateLimiterRes => {
  if (reason instanceof RateLimiterRes) return reason;
  throw reason;
};

/**
 * The service's limits on rate-limiter-flexible (RateLimiterPostgres), one limiter per rule (points = limit,
 * duration = window) over one table in the service's database, so every replica counts the same attempts.
 * Each attempt is counted by one atomic upsert, so concurrent attempts can never get past a limit together.
 * A refused attempt gives its points back: the wait ends when the window does, however often someone knocks.
 */
@Injectable()
export class RateLimiter {
  private readonly store: RateLimitStore;
  private readonly limiters = new Map<string, RateLimiterPostgres>();

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {
    this.store = rateLimitStore(dataSource);
    // Never consumed: it only runs the library's pruning of the shared table (every five minutes, rows an hour
    // past their expiry), once per replica rather than once per limiter.
    this.limiter('prune', 1, 1, { clearExpiredByTimeout: true });
  }

  /**
   * Counts one attempt under every rule, or refuses it with 429 (and an audit event) if any rule is used up.
   * `countedOnly`: rules the attempt counts towards without being held back by them (an address the
   * account trusts still adds its failures to the account's count, which holds back everyone else).
   * Rules with a back-off come last, once the walls let the attempt through, so an attempt the walls refuse
   * never takes a back-off's turn.
   */
  async consume(rules: RateLimitRule[], client: SessionClient, email?: string, countedOnly: RateLimitRule[] = []): Promise<CountedAttempt> {
    const counted: Counted[] = [];
    const exceeded: { rule: RateLimitRule; waitMs: number }[] = [];
    const apply = async (phase: RateLimitRule[], how: (rule: RateLimitRule) => Promise<Counted>) => {
      const parts = await Promise.all(phase.map(how));
      parts.forEach((part, index) => {
        counted.push(part);
        const rule = phase[index];
        if (rule && part.waitMs !== null) exceeded.push({ rule, waitMs: part.waitMs });
      });
    };
    await Promise.all([
      apply(
        rules.filter((rule) => !rule.backoff),
        (rule) => this.take(rule),
      ),
      apply(countedOnly, (rule) => this.count(rule)),
    ]);
    if (exceeded.length === 0)
      await apply(
        rules.filter((rule) => rule.backoff),
        (rule) => this.take(rule),
      );

    const forget = async () => {
      await Promise.all(counted.map((part) => part.giveBack()));
    };
    if (exceeded.length > 0) {
      await forget();
      const retryAfterSeconds = seconds(Math.max(...exceeded.map(({ waitMs }) => waitMs)));
      await this.audit.record('rate-limited', client, {
        email: email ?? null,
        details: { buckets: exceeded.map(({ rule }) => rule.bucket).join(','), retryAfterSeconds },
      });
      throw new RateLimitedException(retryAfterSeconds);
    }
    return { forget };
  }

  /** Starts a rule's key afresh, its waits included: a completed password reset ends the account's lock-out. */
  async clear(rule: RateLimitRule): Promise<void> {
    const key = hashKey(rule.key);
    await this.limiterOf(rule).delete(key);
    if (rule.backoff) await Promise.all([this.waitLimiterOf(rule, rule.backoff.firstDelayMs).delete(key), this.claimsLimiterOf(rule).delete(key)]);
  }

  /** Keeps `fact` (hashed like every key) until `forMs` from now; remembering it again starts its time afresh. */
  async remember(fact: RememberedFact): Promise<void> {
    await this.factLimiterOf(fact).set(hashKey(fact.key), 1, seconds(fact.forMs));
  }

  async remembers(fact: RememberedFact): Promise<boolean> {
    return (await this.factLimiterOf(fact).get(hashKey(fact.key))) !== null;
  }

  /** A wall: the attempt is held back once the window has had `limit` attempts, until the window ends. */
  private async take(rule: RateLimitRule): Promise<Counted> {
    if (rule.backoff) return this.takeWithBackoff(rule, rule.backoff.firstDelayMs);
    const limiter = this.limiterOf(rule);
    const key = hashKey(rule.key);
    const waitMs = await limiter.consume(key).then(
      () => null,
      (reason: unknown) => refusal(reason).msBeforeNext,
    );
    return { waitMs, giveBack: () => this.giveBack(limiter, key) };
  }

  /**
   * Counts the attempt; below the limit that is all. From the limit on, the attempt has to claim the rule's
   * wait, a second limiter of one point whose duration is the delay after this attempt: the one attempt that
   * finds the previous wait over claims it and so sets the next one (the first delay at the limit, doubled
   * for each wait already claimed in the window); every other attempt meanwhile is held back until it ends.
   * Attempts that count below the limit stay counted (only a success or a refusal gives points back), so
   * however many come at once, no more than `limit` get through before the first wait.
   *
   * The doublings come from the waits claimed, not from the attempts counted: attempts refused at the same
   * moment are still in that count until they give their point back, and would double a wait none of them got.
   */
  private async takeWithBackoff(rule: RateLimitRule, firstDelayMs: number): Promise<Counted> {
    const { attempts, ...counted } = await this.count(rule);
    if (attempts < rule.limit) return counted;

    const key = hashKey(rule.key);
    const claims = this.claimsLimiterOf(rule);
    const claimed = (await claims.get(key))?.consumedPoints ?? 0;
    const doublings = Math.min(claimed, MAX_DOUBLINGS);
    const delaySeconds = Math.min(seconds(rule.windowMs), seconds(firstDelayMs) * 2 ** doublings);
    const waitMs = await this.waitLimiterOf(rule, firstDelayMs)
      .consume(key, 1, { customDuration: delaySeconds })
      .then(
        () => null,
        (reason: unknown) => refusal(reason).msBeforeNext,
      );
    if (waitMs !== null) return { waitMs, giveBack: counted.giveBack };
    await claims.penalty(key);
    // A claimant that turns out not to count (a success) takes its wait's doubling back with its point.
    return { waitMs, giveBack: () => Promise.all([counted.giveBack(), this.giveBack(claims, key)]).then(() => undefined) };
  }

  /** Counts the attempt without ever holding it back; `attempts`: the window's count with it, from the same upsert. */
  private async count(rule: RateLimitRule): Promise<Counted & { attempts: number }> {
    const limiter = this.limiterOf(rule);
    const key = hashKey(rule.key);
    const { consumedPoints } = await limiter.penalty(key);
    return { waitMs: null, attempts: consumedPoints, giveBack: () => this.giveBack(limiter, key) };
  }

  private async giveBack(limiter: RateLimiterPostgres, key: string): Promise<void> {
    await limiter.reward(key);
  }

  private limiterOf(rule: RateLimitRule): RateLimiterPostgres {
    return this.limiter(rule.bucket, rule.limit, seconds(rule.windowMs));
  }

  private waitLimiterOf(rule: RateLimitRule, firstDelayMs: number): RateLimiterPostgres {
    return this.limiter(`${rule.bucket}-wait`, 1, seconds(firstDelayMs));
  }

  /** The waits a back-off rule's key has claimed in its window (penalty and reward only: never refuses). */
  private claimsLimiterOf(rule: RateLimitRule): RateLimiterPostgres {
    return this.limiter(`${rule.bucket}-claims`, rule.limit, seconds(rule.windowMs));
  }

  private factLimiterOf(fact: RememberedFact): RateLimiterPostgres {
    return this.limiter(fact.bucket, 1, seconds(fact.forMs));
  }

  /** One limiter per rule, made on first use; the bucket prefixes its keys in the shared table. */
  private limiter(bucket: string, points: number, durationSeconds: number, options: { clearExpiredByTimeout?: boolean } = {}): RateLimiterPostgres {
    const id = `${bucket} ${points} ${durationSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        storeClient: this.store,
        storeType: 'pool',
        ...RATE_LIMITS_TABLE,
        tableCreated: true,
        clearExpiredByTimeout: options.clearExpiredByTimeout ?? false,
        keyPrefix: bucket,
        points,
        duration: durationSeconds,
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}
