import { Injectable } from '@nestjs/common';
import type { SessionClient } from '../sessions/sessions.service.js';
import { RateLimitRules } from './rate-limit-rules.js';
import { RateLimiter } from './rate-limiter.service.js';

/** One password check under way; only a wrong password stays counted. */
export interface PasswordAttempt {
  /** The password was right: the attempt is not counted, and this address is remembered for the account. */
  succeeded(): Promise<void>;
}

/**
 * The limits on checking an account's password, wherever it is checked (every sign-in form, a technician's
 * change of password): per account and address (tight), per address (any accounts), and per account from
 * every address (a ceiling with growing waits) which addresses the account signed in from lately skip. A
 * flood of guesses from elsewhere therefore slows the guessers but not the owner on their own device.
 */
@Injectable()
export class FailedSignIns {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limits: RateLimitRules,
  ) {}

  /** Counts one password check of `email` (what was typed) from the client, or refuses it with 429. */
  async attempt(email: string, client: SessionClient): Promise<PasswordAttempt> {
    const knownAddress = this.limits.knownAddressOf(email, client.ip);
    const pairRule = this.limits.failedLoginsOfAccountFromAddress(email, client.ip);
    const accountRule = this.limits.failedLoginsOfAccount(email);
    const known = await this.limiter.remembers(knownAddress);
    // A failure from a known address still counts against the account; it only does not wait for it.
    const counted = await this.limiter.consume(
      [pairRule, this.limits.failedLoginsOfAddress(client.ip), ...(known ? [] : [accountRule])],
      client,
      email,
      known ? [accountRule] : [],
    );
    return {
      succeeded: async () => {
        await counted.forget();
        await this.limiter.clear(pairRule);
        await this.limiter.remember(knownAddress);
      },
    };
  }

  /**
   * After a completed password reset: the account's own failures are forgotten (so a reset always ends a
   * lock-out), and those of the address that completed it; other addresses' pair counts stay theirs.
   */
  async forgetAccount(email: string, client: SessionClient): Promise<void> {
    const accountRule = this.limits.failedLoginsOfAccount(email);
    const pairRule = this.limits.failedLoginsOfAccountFromAddress(email, client.ip);
    await this.limiter.clear(accountRule);
    await this.limiter.clear(pairRule);
  }
}
