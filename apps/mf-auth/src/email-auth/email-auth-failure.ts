import { isApiError, isRateLimited } from '@irrigo/api-client';
import { TRANSLATED_ERROR_CODES, isNetworkFailure, serverMessageOf } from '../lib/api-error-text.js';
import type { Phrase } from '../lib/phrase.js';

/**
 * Spec §8, e-mail login: "Login Failed" with the server's message, else "Invalid credentials". Codes we
 * have a sentence for are said in the interface language rather than the server's English.
 */
export function describeEmailLoginFailure(error: unknown): Phrase {
  if (isRateLimited(error)) return { key: 'emailAuth.errors.RATE_LIMITED', withWait: true, waitSeconds: error.retryAfterSeconds };
  if (isNetworkFailure(error)) return { key: 'common:errors.network' };
  if (isApiError(error) && error.code && TRANSLATED_ERROR_CODES.includes(error.code)) return { key: `apiErrors.${error.code}` };
  const serverMessage = serverMessageOf(error);
  return serverMessage ? { text: serverMessage } : { key: 'emailAuth.login.invalidCredentials' };
}

/** What the "Failed to Set Password" toast says: a sentence, plus the server's details when it sent some. */
export interface SetPasswordFailure {
  message: Phrase;
  details: Phrase[];
}

const KNOWN_SET_PASSWORD_CODES = ['UNAUTHENTICATED', 'ROLE_REQUIRED', 'FORBIDDEN', 'TECHNICIAN_NOT_FOUND', 'PASSWORD_TOO_COMMON', 'PASSWORDS_DO_NOT_MATCH'];

/** Spec §8: "Failed to Set Password / Please try again", with the server's details when present. */
export function describeSetPasswordFailure(error: unknown): SetPasswordFailure {
  if (isRateLimited(error)) return { message: { key: 'emailAuth.errors.RATE_LIMITED', withWait: true, waitSeconds: error.retryAfterSeconds }, details: [] };
  if (isNetworkFailure(error)) return { message: { key: 'common:errors.network' }, details: [] };
  if (!isApiError(error)) return { message: { key: 'emailAuth.setPassword.tryAgain' }, details: [] };
  if (error.code && KNOWN_SET_PASSWORD_CODES.includes(error.code)) return { message: { key: `emailAuth.errors.${error.code}` }, details: [] };
  const details = (error.details ?? []).map((text): Phrase => ({ text }));
  if (details.length === 0) {
    const serverMessage = serverMessageOf(error);
    if (serverMessage) details.push({ text: serverMessage });
  }
  return { message: { key: 'emailAuth.setPassword.tryAgain' }, details };
}
