import { isApiError, isRateLimited } from '@irrigo/api-client';
import { isNetworkFailure } from '../lib/api-error-text.js';

/** What a failed activation says, as a key under activation.errors (plus the wait for a rate limit). */
export interface ActivationFailure {
  key: 'codeInvalid' | 'tooCommon' | 'tooShort' | 'rateLimited' | 'network' | 'unavailable' | 'unknown';
  waitMinutes?: number;
}

export function activationFailureOf(error: unknown): ActivationFailure {
  if (isRateLimited(error)) return { key: 'rateLimited', waitMinutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)) };
  if (isNetworkFailure(error)) return { key: 'network' };
  if (!isApiError(error)) return { key: 'unknown' };
  switch (error.code) {
    case 'ACTIVATION_CODE_INVALID':
      return { key: 'codeInvalid' };
    case 'PASSWORD_TOO_COMMON':
      return { key: 'tooCommon' };
    case 'VALIDATION_FAILED':
      return { key: 'tooShort' };
    case 'UPSTREAM_UNAVAILABLE':
    case 'UPSTREAM_TIMEOUT':
    case 'INTERNAL_ERROR':
      return { key: 'unavailable' };
    default:
      return error.status >= 500 ? { key: 'unavailable' } : { key: 'unknown' };
  }
}
