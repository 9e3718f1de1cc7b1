import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { rateLimitsConfig } from '../auth.env.js';
import type { RateLimitRule, RememberedFact } from './rate-limiter.service.js';

const MINUTE_MS = 60_000;
const LOGIN_WINDOW_MS = 15 * MINUTE_MS;
const RESET_REQUEST_WINDOW_MS = 60 * MINUTE_MS;
const RESET_COMPLETE_WINDOW_MS = 15 * MINUTE_MS;
const SETUP_WINDOW_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** E-mails are one identity whatever their case or surrounding spaces. */
export const emailKey = (email: string): string => email.trim().toLowerCase();

/**
 * Every limit of the service in one place. Per-account keys are what the client typed, whether or not an
 * account has it, so being limited never tells which accounts exist. Addresses come from the gateway's
 * assertion, never from a header a client could set.
 */
@Injectable()
export class RateLimitRules {
  constructor(@Inject(rateLimitsConfig.KEY) private readonly env: ConfigType<typeof rateLimitsConfig>) {}

  /**
   * Failed sign-ins of one account from one address: the tight limit, a wall for the window. It is what
   * stops a guesser, and it stops only that guesser: the owner elsewhere is not held back by it.
   */
  failedLoginsOfAccountFromAddress(email: string, ip: string): RateLimitRule {
    return {
      bucket: 'login:account-address',
      key: `${emailKey(email)} ${ip}`,
      limit: this.env.RATE_LIMIT_LOGIN_PER_ACCOUNT_ADDRESS,
      windowMs: LOGIN_WINDOW_MS,
    };
  }

  /**
   * Failed sign-ins of one account from every address together: a looser ceiling past which each attempt
   * waits longer (guessing spread over many addresses slows to a crawl) rather than a wall that anyone
   * could raise in front of the owner. Addresses the account signed in from lately skip it
   * (knownAddressOf), and a completed password reset clears it.
   */
  failedLoginsOfAccount(email: string): RateLimitRule {
    return {
      bucket: 'login:account',
      key: emailKey(email),
      limit: this.env.RATE_LIMIT_LOGIN_PER_ACCOUNT,
      windowMs: LOGIN_WINDOW_MS,
      backoff: { firstDelayMs: this.env.RATE_LIMIT_LOGIN_ACCOUNT_DELAY_SECONDS * 1000 },
    };
  }

  /** An address the account signed in from with the right password, remembered for LOGIN_KNOWN_ADDRESS_DAYS. */
  knownAddressOf(email: string, ip: string): RememberedFact {
    return { bucket: 'login:known-address', key: `${emailKey(email)} ${ip}`, forMs: this.env.LOGIN_KNOWN_ADDRESS_DAYS * DAY_MS };
  }

  failedLoginsOfAddress(ip: string): RateLimitRule {
    return { bucket: 'login:address', key: ip, limit: this.env.RATE_LIMIT_LOGIN_PER_ADDRESS, windowMs: LOGIN_WINDOW_MS };
  }

  /** `accountKey`: the e-mail, or the folded name for technicians (so changing the optional e-mail gains nothing). */
  resetRequestsOfAccount(accountKey: string): RateLimitRule {
    return { bucket: 'reset-request:account', key: accountKey, limit: this.env.RATE_LIMIT_RESET_REQUEST_PER_ACCOUNT, windowMs: RESET_REQUEST_WINDOW_MS };
  }

  resetRequestsOfAddress(ip: string): RateLimitRule {
    return { bucket: 'reset-request:address', key: ip, limit: this.env.RATE_LIMIT_RESET_REQUEST_PER_ADDRESS, windowMs: RESET_REQUEST_WINDOW_MS };
  }

  wrongResetCodesOfAddress(ip: string): RateLimitRule {
    return { bucket: 'reset-complete:address', key: ip, limit: this.env.RATE_LIMIT_RESET_COMPLETE_PER_ADDRESS, windowMs: RESET_COMPLETE_WINDOW_MS };
  }

  setupsOfAddress(ip: string): RateLimitRule {
    return { bucket: 'setup:address', key: ip, limit: this.env.RATE_LIMIT_SETUP_PER_ADDRESS, windowMs: SETUP_WINDOW_MS };
  }
}
