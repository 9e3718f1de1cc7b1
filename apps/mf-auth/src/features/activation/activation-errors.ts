import { waitMinutes, type ErrorMessageOverrides, type FailureMessage } from '@irrigo/api-client';
import { authErrorMessage } from '../../app/error-messages.js';
import './i18n.js';

const UNAVAILABLE = 'activation:errors.unavailable';

/** The reasons /activate words its own way (activation.json "errors"); the rest are the remote's. */
export const ACTIVATION_ERRORS: ErrorMessageOverrides = {
  ACTIVATION_CODE_INVALID: 'activation:errors.codeInvalid',
  PASSWORD_TOO_COMMON: 'activation:errors.tooCommon',
  VALIDATION_FAILED: 'activation:errors.tooShort',
  RATE_LIMITED: 'activation:errors.rateLimited',
  NETWORK: 'activation:errors.network',
  INTERNAL_ERROR: UNAVAILABLE,
  UPSTREAM_UNAVAILABLE: UNAVAILABLE,
  UPSTREAM_TIMEOUT: UNAVAILABLE,
  UNKNOWN: 'activation:errors.unknown',
};

/** What a failed activation says: a key, plus the whole minutes to wait after a rate limit (at least 1). */
export interface ActivationFailure {
  key: string;
  waitMinutes?: number;
}

/** /activate's mapping of a failed call, for its form's reportServerError. */
export const describeActivationFailure = (error: unknown): FailureMessage => authErrorMessage(error, ACTIVATION_ERRORS);

/** A failure as /activate says it: a rate limit says how many minutes (at least 1, a minute when unsaid). */
export function activationFailureText(failure: FailureMessage): ActivationFailure {
  if (failure.reason !== 'RATE_LIMITED') return { key: failure.key };
  return { key: failure.key, waitMinutes: waitMinutes(failure.retryAfterSeconds ?? 60) };
}

export const activationFailureOf = (error: unknown): ActivationFailure => activationFailureText(describeActivationFailure(error));
