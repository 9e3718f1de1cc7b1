import { isApiError, isRateLimited } from '@irrigo/api-client';
import { isNetworkFailure } from '../lib/api-error-text.js';

/** A failed call as a translation key of this namespace, plus the wait for a rate limit. */
export interface Failure {
  key: string;
  minutes?: number;
}

/** Error codes with a sentence of their own in sign-up.json "errors". */
const KNOWN_CODES = ['INVALID_CREDENTIALS', 'SIGN_UP_CODE_INVALID', 'PASSWORD_TOO_COMMON', 'ADMIN_NOT_SET_UP', 'VALIDATION_FAILED'];

export function describeFailure(error: unknown): Failure {
  if (isRateLimited(error)) {
    const seconds = error.retryAfterSeconds;
    return seconds === undefined ? { key: 'errors.RATE_LIMITED' } : { key: 'errors.rateLimitedFor', minutes: Math.max(1, Math.ceil(seconds / 60)) };
  }
  if (isNetworkFailure(error)) return { key: 'errors.network' };
  if (isApiError(error)) {
    if (error.code && KNOWN_CODES.includes(error.code)) return { key: `errors.${error.code}` };
    if (error.status >= 500) return { key: 'errors.server' };
  }
  return { key: 'errors.unexpected' };
}
