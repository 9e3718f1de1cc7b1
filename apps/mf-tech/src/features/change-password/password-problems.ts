import {
  PASSWORD_MAX_LENGTH,
  TECHNICIAN_CHANGE_PASSWORD_MIN_LENGTH,
  isWithinPasswordMaximum,
  passwordLength,
} from '@irrigo/contracts';
import { isApiError, waitMinutes, type ErrorMessageOverrides, type FailureReason } from '@irrigo/api-client';
import { techErrorMessage } from '../../app/error-messages';

/** What keeps a new password from being sent (spec §5: the entries must match, at least 6 characters). */
export type PasswordEntryProblem = 'mismatch' | 'tooShort' | 'tooLong';

export const PASSWORD_LIMITS = { min: TECHNICIAN_CHANGE_PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

export function passwordEntryProblem(newPassword: string, confirmPassword: string): PasswordEntryProblem | null {
  if (newPassword !== confirmPassword) return 'mismatch';
  if (passwordLength(newPassword) < TECHNICIAN_CHANGE_PASSWORD_MIN_LENGTH) return 'tooShort';
  if (!isWithinPasswordMaximum(newPassword)) return 'tooLong';
  return null;
}

const FAILURE = 'tech:changePassword.failure';
const UNAVAILABLE = `${FAILURE}.unavailable`;

/** The failures a password change words its own way (tech.json "changePassword.failure"); the rest are the remote's. */
export const PASSWORD_CHANGE_ERRORS: ErrorMessageOverrides = {
  PASSWORDS_DO_NOT_MATCH: `${FAILURE}.mismatch`,
  PASSWORD_TOO_COMMON: `${FAILURE}.tooCommon`,
  PASSWORD_TOO_WEAK: `${FAILURE}.tooWeak`,
  VALIDATION_FAILED: `${FAILURE}.tooWeak`,
  CURRENT_PASSWORD_REQUIRED: `${FAILURE}.currentRequired`,
  CURRENT_PASSWORD_INCORRECT: `${FAILURE}.currentIncorrect`,
  RATE_LIMITED: `${FAILURE}.rateLimited`,
  UNAUTHENTICATED: `${FAILURE}.signedOut`,
  FORBIDDEN: `${FAILURE}.notTechnician`,
  INTERNAL_ERROR: UNAVAILABLE,
  UPSTREAM_UNAVAILABLE: UNAVAILABLE,
  UPSTREAM_TIMEOUT: UNAVAILABLE,
  NETWORK: `${FAILURE}.network`,
  UNKNOWN: `${FAILURE}.unknown`,
};

export interface PasswordChangeFailureText {
  reason: FailureReason;
  key: string;
  /** For a rate limit with Retry-After: whole minutes until another attempt fits (rounded up). */
  count?: number;
}

/** Why the server did not change the password, as a translation key. */
export function passwordChangeFailure(error: unknown): PasswordChangeFailureText {
  const failure = techErrorMessage(error, PASSWORD_CHANGE_ERRORS);
  const count = failure.reason === 'RATE_LIMITED' ? waitMinutes(failure.retryAfterSeconds) : undefined;
  if (count !== undefined) return { reason: failure.reason, key: `${FAILURE}.rateLimitedFor`, count };
  return { reason: failure.reason, key: failure.key };
}

/** The server wants the current password before it changes this one (an older session, ASVS 2.1.6). */
export const asksForCurrentPassword = (error: unknown): boolean => isApiError(error) && error.code === 'CURRENT_PASSWORD_REQUIRED';
