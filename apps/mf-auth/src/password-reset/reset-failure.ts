import { failedStrongPasswordRules, ADMIN_PASSWORD_MIN_LENGTH, type ErrorCode } from '@irrigo/contracts';
import { isApiError, isRateLimited } from '@irrigo/api-client';
import { TRANSLATED_ERROR_CODES, isNetworkFailure, serverMessageOf } from '../lib/api-error-text.js';
import type { Phrase } from '../lib/phrase.js';

/** What a failed reset call shows: one message, then a bulleted list of details (spec §8). */
export interface ResetFailure {
  message: Phrase;
  details: Phrase[];
}

const RATE_LIMITED: ErrorCode = 'RATE_LIMITED';

/** The §5 rule lines a password misses, as the checklist words them. */
export const ruleDetails = (password: string): Phrase[] =>
  failedStrongPasswordRules(password).map((rule) => ({ key: `passwordReset.complete.rules.${rule}`, values: { min: ADMIN_PASSWORD_MIN_LENGTH } }));

const serverDetails = (error: unknown): Phrase[] => (isApiError(error) ? (error.details ?? []).map((text) => ({ text })) : []);

/** The parts every reset call shares: rate limits with the wait, a lost connection, a gateway's translated codes. */
function commonFailure(error: unknown, fallbackKey: string): ResetFailure | null {
  if (isRateLimited(error)) {
    return { message: { key: `passwordReset.errors.${RATE_LIMITED}`, withWait: true, waitSeconds: error.retryAfterSeconds }, details: [] };
  }
  if (isNetworkFailure(error)) return { message: { key: fallbackKey }, details: [{ key: 'common:errors.network' }] };
  if (isApiError(error) && error.code && error.code !== 'INVALID_CREDENTIALS' && TRANSLATED_ERROR_CODES.includes(error.code)) {
    return { message: { key: `apiErrors.${error.code}` }, details: [] };
  }
  return null;
}

/** Spec §8: reset request failure → the server's message, else "Failed to request password reset". */
export function describeRequestFailure(error: unknown): ResetFailure {
  const fallbackKey = 'passwordReset.request.failed';
  const common = commonFailure(error, fallbackKey);
  if (common) return common;
  const serverMessage = serverMessageOf(error);
  return { message: serverMessage ? { text: serverMessage } : { key: fallbackKey }, details: serverDetails(error) };
}

/** The Verify step: a code the server does not know (or no longer) said in words fit for that step. */
export function describeVerifyFailure(error: unknown): ResetFailure {
  const fallbackKey = 'passwordReset.verify.failed';
  if (isApiError(error) && error.code === 'RESET_TOKEN_INVALID') return { message: { key: 'passwordReset.verify.invalid' }, details: [] };
  const common = commonFailure(error, fallbackKey);
  if (common) return common;
  return { message: { key: fallbackKey }, details: [] };
}

/**
 * Spec §8: completion failure → the message, else "Failed to reset password", followed by the details as
 * a list. Codes we know are said in the interface language; a weak password lists the rules it misses,
 * worked out here from what was typed (the server's own list is English).
 */
export function describeCompletionFailure(error: unknown, newPassword: string): ResetFailure {
  const fallbackKey = 'passwordReset.complete.failed';
  const common = commonFailure(error, fallbackKey);
  if (common) return common;
  if (isApiError(error)) {
    switch (error.code) {
      case 'RESET_TOKEN_INVALID':
      case 'PASSWORD_TOO_COMMON':
      case 'PASSWORDS_DO_NOT_MATCH':
        return { message: { key: `passwordReset.errors.${error.code}` }, details: [] };
      case 'PASSWORD_TOO_WEAK': {
        const missing = ruleDetails(newPassword);
        return { message: { key: 'passwordReset.errors.PASSWORD_TOO_WEAK' }, details: missing.length > 0 ? missing : serverDetails(error) };
      }
      default:
        break;
    }
  }
  const serverMessage = serverMessageOf(error);
  return { message: serverMessage ? { text: serverMessage } : { key: fallbackKey }, details: serverDetails(error) };
}
