import { Injectable } from '@nestjs/common';
import { AuthEnv } from '../auth.env.js';
import type { RateLimitRule } from './rate-limiter.service.js';

const MINUTE_MS = 60_000;
const LOGIN_WINDOW_MS = 15 * MINUTE_MS;
const RESET_REQUEST_WINDOW_MS = 60 * MINUTE_MS;
const RESET_COMPLETE_WINDOW_MS = 15 * MINUTE_MS;
const SETUP_WINDOW_MS = 60 * MINUTE_MS;

/** E-mails are one identity whatever their case or surrounding spaces. */
export const emailKey = (email: string): string => email.trim().toLowerCase();

/**
 * Every limit of the service in one place. Per-account keys are what the client typed, whether or not an
 * account has it, so being limited never tells which accounts exist. Addresses come from the gateway's
 * assertion, never from a header a client could set.
 */
@Injectable()
export class RateLimitRules {
  constructor(private readonly env: AuthEnv) {}

  failedLoginsOfAccount(email: string): RateLimitRule {
    return { bucket: 'login:account', key: emailKey(email), limit: this.env.RATE_LIMIT_LOGIN_PER_ACCOUNT, windowMs: LOGIN_WINDOW_MS };
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
