import { isApiError, isRateLimited } from '@irrigo/api-client';
import type { Phrase } from '../lib/phrase.js';

/**
 * Spec §8, the admin login dialog ("Login Unsuccessful"): a message containing "Invalid credentials" or
 * 401 → the credentials are wrong; "network" or "fetch" → no connection; 500 → the system is down for a
 * moment; anything else → we couldn't log you in. An API answer is judged by its status and code (its
 * body may mention anything); other errors by their message. A rate limit says how long to wait.
 */
export function describeAdminDialogFailure(error: unknown): Phrase {
  const key = (reason: string): Phrase => ({ key: `adminLoginDialog.errors.${reason}` });
  if (isRateLimited(error)) return { key: 'adminLoginDialog.errors.tooManyAttempts', withWait: true, waitSeconds: error.retryAfterSeconds };
  if (isApiError(error)) {
    if (error.status === 401 || error.code === 'INVALID_CREDENTIALS' || error.message.includes('Invalid credentials')) return key('invalidCredentials');
    if (error.status >= 500) return key('serverError');
    return key('unknown');
  }
  const message = error instanceof Error ? error.message : String(error);
  if (/Invalid credentials|401/.test(message)) return key('invalidCredentials');
  if (/network|fetch/i.test(message)) return key('network');
  if (/500/.test(message)) return key('serverError');
  return key('unknown');
}
