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
  | 'rateLimited'
  | 'signedOut'
  | 'notTechnician'
  | 'unavailable'
  | 'network'
  | 'unknown';

export function passwordChangeFailure(error: unknown): PasswordChangeFailure {
  // fetch rejects with a TypeError when the request never reached a server.
  if (!isApiError(error)) return error instanceof TypeError ? 'network' : 'unknown';
  switch (error.code) {
    case 'PASSWORDS_DO_NOT_MATCH':
      return 'mismatch';
    case 'PASSWORD_TOO_COMMON':
      return 'tooCommon';
    case 'PASSWORD_TOO_WEAK':
    case 'VALIDATION_FAILED':
      return 'tooWeak';
    default:
      break;
  }
  if (isRateLimited(error)) return 'rateLimited';
  if (error.status === 401) return 'signedOut';
  if (error.status === 403) return 'notTechnician';
  if (error.status >= 500) return 'unavailable';
  return 'unknown';
}
