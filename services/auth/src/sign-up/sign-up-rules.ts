import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { rateLimitsConfig } from '../auth.env.js';
import { emailKey } from '../rate-limits/rate-limit-rules.js';
import type { RateLimitRule } from '../rate-limits/rate-limiter.service.js';

const HOUR_MS = 60 * 60_000;
const CONFIRM_WINDOW_MS = 15 * 60_000;

/** Limits of sign-up, counted by the shared limiter; keys are what was typed, account or not. */
@Injectable()
export class SignUpRules {
  constructor(@Inject(rateLimitsConfig.KEY) private readonly env: ConfigType<typeof rateLimitsConfig>) {}

  signUpsOfEmail(email: string): RateLimitRule {
    return { bucket: 'sign-up:account', key: emailKey(email), limit: this.env.RATE_LIMIT_SIGN_UP_PER_ACCOUNT, windowMs: HOUR_MS };
  }

  signUpsOfAddress(ip: string): RateLimitRule {
    return { bucket: 'sign-up:address', key: ip, limit: this.env.RATE_LIMIT_SIGN_UP_PER_ADDRESS, windowMs: HOUR_MS };
  }

  wrongCodesOfAddress(ip: string): RateLimitRule {
    return { bucket: 'sign-up-confirm:address', key: ip, limit: this.env.RATE_LIMIT_SIGN_UP_CONFIRM_PER_ADDRESS, windowMs: CONFIRM_WINDOW_MS };
  }
}
