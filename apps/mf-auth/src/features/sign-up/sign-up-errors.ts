import { waitMinutes, type ErrorMessageOverrides, type FailureMessage, type FailureReason } from '@irrigo/api-client';
import { authErrorMessage } from '../../app/error-messages.js';
import './i18n.js';

/** What the sign-in, sign-up and role selection screens say of a failure (a key, plus the wait of a rate limit). */
export interface Failure {
  key: string;
  minutes?: number;
  reason?: FailureReason;
}

const SERVER = 'sign-up:errors.server';

/** The reasons these screens word their own way (sign-up.json "errors"); the rest are the remote's. */
export const SIGN_UP_ERRORS: ErrorMessageOverrides = {
  INVALID_CREDENTIALS: 'sign-up:errors.INVALID_CREDENTIALS',
  SIGN_UP_CODE_INVALID: 'sign-up:errors.SIGN_UP_CODE_INVALID',
  PASSWORD_TOO_COMMON: 'sign-up:errors.PASSWORD_TOO_COMMON',
  ADMIN_NOT_SET_UP: 'sign-up:errors.ADMIN_NOT_SET_UP',
  VALIDATION_FAILED: 'sign-up:errors.VALIDATION_FAILED',
  RATE_LIMITED: 'sign-up:errors.RATE_LIMITED',
  NETWORK: 'sign-up:errors.network',
  INTERNAL_ERROR: SERVER,
  UPSTREAM_UNAVAILABLE: SERVER,
  UPSTREAM_TIMEOUT: SERVER,
  UNKNOWN: 'sign-up:errors.unexpected',
};

/** These screens' mapping of a failed call, for their forms' reportServerError. */
export const describeSignUpFailure = (error: unknown): FailureMessage => authErrorMessage(error, SIGN_UP_ERRORS);

/** A failure as these screens say it: a rate limit with a known wait says how many minutes. */
export function signUpFailureText(failure: FailureMessage): Failure {
  const minutes = failure.reason === 'RATE_LIMITED' ? waitMinutes(failure.retryAfterSeconds) : undefined;
  if (minutes !== undefined) return { key: 'sign-up:errors.rateLimitedFor', minutes, reason: failure.reason };
  return { key: failure.key, reason: failure.reason };
}

export const signUpFailure = (error: unknown): Failure => signUpFailureText(describeSignUpFailure(error));
