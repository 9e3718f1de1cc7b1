import {
  PASSWORD_MAX_LENGTH,
  TECHNICIAN_CHANGE_PASSWORD_MIN_LENGTH,
  isWithinPasswordMaximum,
  passwordLength,
} from '@irrigo/contracts';
import { isApiError, isRateLimited } from '@irrigo/api-client';

/** What keeps a new password from being sent (spec §5: the entries must match, at least 6 characters). */
export type PasswordEntryProblem = 'mismatch' | 'tooShort' | 'tooLong';

export const PASSWORD_LIMITS = { min: TECHNICIAN_CHANGE_PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

export function passwordEntryProblem(newPassword: string, confirmPassword: string): PasswordEntryProblem | null {
  if (newPassword !== confirmPassword) return 'mismatch';
  if (passwordLength(newPassword) < TECHNICIAN_CHANGE_PASSWORD_MIN_LENGTH) return 'tooShort';
  if (!isWithinPasswordMaximum(newPassword)) return 'tooLong';
  return null;
}

/** Why the server did not change the password, as a key under changePassword.failure. */
export type PasswordChangeFailure =
  | 'mismatch'
  | 'tooCommon'
  | 'tooWeak'
  | 'currentRequired'
  | 'currentIncorrect'
  | 'rateLimited'
  | 'rateLimitedFor'
  | 'signedOut'
  | 'notTechnician'
  | 'unavailable'
  | 'network'
  | 'unknown';

export interface PasswordChangeFailureText {
  key: PasswordChangeFailure;
  /** For rateLimitedFor: whole minutes until another attempt fits (the server's Retry-After, rounded up). */
  count?: number;
}

export function passwordChangeFailure(error: unknown): PasswordChangeFailureText {
  // fetch rejects with a TypeError when the request never reached a server.
  if (!isApiError(error)) return { key: error instanceof TypeError ? 'network' : 'unknown' };
  switch (error.code) {
    case 'PASSWORDS_DO_NOT_MATCH':
      return { key: 'mismatch' };
    case 'PASSWORD_TOO_COMMON':
      return { key: 'tooCommon' };
    case 'PASSWORD_TOO_WEAK':
    case 'VALIDATION_FAILED':
      return { key: 'tooWeak' };
    case 'CURRENT_PASSWORD_REQUIRED':
      return { key: 'currentRequired' };
    case 'CURRENT_PASSWORD_INCORRECT':
      return { key: 'currentIncorrect' };
    default:
      break;
  }
  if (isRateLimited(error)) {
    const seconds = error.retryAfterSeconds;
    return seconds === undefined ? { key: 'rateLimited' } : { key: 'rateLimitedFor', count: Math.max(1, Math.ceil(seconds / 60)) };
  }
  if (error.status === 401) return { key: 'signedOut' };
  if (error.status === 403) return { key: 'notTechnician' };
  if (error.status >= 500) return { key: 'unavailable' };
  return { key: 'unknown' };
}

/** The server wants the current password before it changes this one (an older session, ASVS 2.1.6). */
export const asksForCurrentPassword = (error: unknown): boolean => isApiError(error) && error.code === 'CURRENT_PASSWORD_REQUIRED';
