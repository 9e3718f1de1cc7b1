import { isApiError, waitMinutes, type ErrorMessageOverrides, type FailureMessage, type FailureReason } from '@irrigo/api-client';
import { techErrorMessage } from '../../app/error-messages';

const PROBLEMS = 'tech:changePassword.problems';

/**
 * What keeps a new password from being sent (spec §5: the entries must match, at least 6 characters), as
 * the schema's message keys; each has a title and a description under it (tech.json "changePassword.problems").
 */
export const PASSWORD_ENTRY_PROBLEMS = { mismatch: `${PROBLEMS}.mismatch`, tooShort: `${PROBLEMS}.tooShort`, tooLong: `${PROBLEMS}.tooLong` } as const;

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

/** A password change's mapping of a failed call, for the form's reportServerError. */
export const describePasswordChangeFailure = (error: unknown): FailureMessage => techErrorMessage(error, PASSWORD_CHANGE_ERRORS);

/** Why the server did not change the password, as a translation key (and the wait of a rate limit). */
export function passwordChangeFailureText(failure: FailureMessage): PasswordChangeFailureText {
  const count = failure.reason === 'RATE_LIMITED' ? waitMinutes(failure.retryAfterSeconds) : undefined;
  if (count !== undefined) return { reason: failure.reason, key: `${FAILURE}.rateLimitedFor`, count };
  return { reason: failure.reason, key: failure.key };
}

export const passwordChangeFailure = (error: unknown): PasswordChangeFailureText => passwordChangeFailureText(describePasswordChangeFailure(error));

/** The server wants the current password before it changes this one (an older session, ASVS 2.1.6). */
export const asksForCurrentPassword = (error: unknown): boolean => isApiError(error) && error.code === 'CURRENT_PASSWORD_REQUIRED';
