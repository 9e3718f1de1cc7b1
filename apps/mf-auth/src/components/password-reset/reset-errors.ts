import { ADMIN_PASSWORD_MIN_LENGTH, failedStrongPasswordRules } from '@irrigo/contracts';
import type { ErrorMessageOverrides, FailureMessage } from '@irrigo/api-client';
import { authErrorMessage, failurePhrase } from '../../app/error-messages.js';
import type { Phrase } from '../../lib/phrase.js';

/** What a failed reset call shows: one message, then a bulleted list of details (spec §8). */
export interface ResetFailure {
  message: Phrase;
  details: Phrase[];
}

const RATE_LIMITED = 'auth:passwordReset.errors.RATE_LIMITED';

/** The reasons the Request step words as its own message. */
export const REQUEST_ERRORS: ErrorMessageOverrides = { RATE_LIMITED };

/** The Verify step: a code the server does not know (or no longer) said in words fit for that step. */
export const VERIFY_ERRORS: ErrorMessageOverrides = { RATE_LIMITED, RESET_TOKEN_INVALID: 'auth:passwordReset.verify.invalid' };

/** The Complete step: what the new password or its token got wrong, in that step's words. */
export const COMPLETE_ERRORS: ErrorMessageOverrides = {
  RATE_LIMITED,
  RESET_TOKEN_INVALID: 'auth:passwordReset.errors.RESET_TOKEN_INVALID',
  PASSWORD_TOO_WEAK: 'auth:passwordReset.errors.PASSWORD_TOO_WEAK',
  PASSWORD_TOO_COMMON: 'auth:passwordReset.errors.PASSWORD_TOO_COMMON',
  PASSWORDS_DO_NOT_MATCH: 'auth:passwordReset.errors.PASSWORDS_DO_NOT_MATCH',
};

/** The §5 rule lines a password misses, as the checklist words them. */
export const ruleDetails = (password: string): Phrase[] =>
  failedStrongPasswordRules(password).map((rule) => ({ key: `passwordReset.complete.rules.${rule}`, values: { min: ADMIN_PASSWORD_MIN_LENGTH } }));

/**
 * Spec §8: a step's own sentence for the reasons it words itself; otherwise the step's "Failed to …"
 * message, with why (in this remote's words, never the server's) as its detail.
 */
function resetFailureText(failure: FailureMessage, overrides: ErrorMessageOverrides, fallbackKey: string): ResetFailure {
  const own = overrides[failure.reason];
  if (own) return { message: failurePhrase({ ...failure, key: own }), details: [] };
  return { message: { key: fallbackKey }, details: failure.reason === 'UNKNOWN' ? [] : [failurePhrase(failure)] };
}

/** Each step's mapping of a failed call, for its form's reportServerError. */
export const describeRequestFailure = (error: unknown): FailureMessage => authErrorMessage(error, REQUEST_ERRORS);
export const describeVerifyFailure = (error: unknown): FailureMessage => authErrorMessage(error, VERIFY_ERRORS);
export const describeCompletionFailure = (error: unknown): FailureMessage => authErrorMessage(error, COMPLETE_ERRORS);

/** Reset request failure: "Failed to request password reset", and why. */
export const requestFailureText = (failure: FailureMessage): ResetFailure => resetFailureText(failure, REQUEST_ERRORS, 'auth:passwordReset.request.failed');
export const requestFailure = (error: unknown): ResetFailure => requestFailureText(describeRequestFailure(error));

/** The Verify step: "Couldn't check the reset token", and why. */
export const verifyFailureText = (failure: FailureMessage): ResetFailure => resetFailureText(failure, VERIFY_ERRORS, 'auth:passwordReset.verify.failed');
export const verifyFailure = (error: unknown): ResetFailure => verifyFailureText(describeVerifyFailure(error));

/**
 * Completion failure: "Failed to reset password" and why; a weak password lists the rules it misses,
 * worked out here from what was typed (the server's own list is English).
 */
export function completionFailureText(failure: FailureMessage, newPassword: string): ResetFailure {
  const text = resetFailureText(failure, COMPLETE_ERRORS, 'auth:passwordReset.complete.failed');
  return failure.reason === 'PASSWORD_TOO_WEAK' ? { ...text, details: ruleDetails(newPassword) } : text;
}

export const completionFailure = (error: unknown, newPassword: string): ResetFailure => completionFailureText(describeCompletionFailure(error), newPassword);
