import { FAILURE_REASONS, type ErrorMessageOverrides, type FailureMessage, type FailureReason } from '@irrigo/api-client';
import { authErrorMessage } from '../../app/error-messages.js';

const key = (reason: string) => `auth:adminLoginDialog.errors.${reason}`;
const SAID_AS: Partial<Record<FailureReason, string>> = {
  INVALID_CREDENTIALS: 'invalidCredentials',
  UNAUTHENTICATED: 'invalidCredentials',
  NETWORK: 'network',
  INTERNAL_ERROR: 'serverError',
  UPSTREAM_UNAVAILABLE: 'serverError',
  UPSTREAM_TIMEOUT: 'serverError',
  AUTH_UNAVAILABLE: 'serverError',
  RATE_LIMITED: 'tooManyAttempts',
};

/**
 * Spec §8, the admin login dialog ("Login Unsuccessful") words every failure itself: wrong credentials
 * (401), no connection, the system down for a moment (5xx), a wait after too many attempts, and for
 * anything else "we couldn't log you in".
 */
export const ADMIN_DIALOG_ERRORS: ErrorMessageOverrides = Object.fromEntries(FAILURE_REASONS.map((reason) => [reason, key(SAID_AS[reason] ?? 'unknown')]));

/** §8 also reads the words "Invalid credentials" in a failure's message (a bare 400 saying only that). */
export function adminDialogFailureMessage(error: unknown): FailureMessage {
  const failure = authErrorMessage(error, ADMIN_DIALOG_ERRORS);
  if (error instanceof Error && error.message.includes('Invalid credentials')) return { ...failure, key: key('invalidCredentials') };
  return failure;
}
