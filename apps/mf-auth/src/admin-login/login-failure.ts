import { isApiError } from '@irrigo/api-client';
import { TRANSLATED_ERROR_CODES, isNetworkFailure, serverMessageOf } from '../lib/api-error-text.js';

/**
 * What the admin login says under its "Login failed" title (spec §7: the server's message, default
 * Login failed): a translation key for the codes we know, else the server's own sentence, else nothing
 * (the title alone).
 */
export type AdminLoginFailure = { key: string } | { text: string } | null;

export function describeAdminLoginFailure(error: unknown): AdminLoginFailure {
  if (isApiError(error)) {
    if (error.code && TRANSLATED_ERROR_CODES.includes(error.code)) return { key: `apiErrors.${error.code}` };
    const serverMessage = serverMessageOf(error);
    if (serverMessage) return { text: serverMessage };
    // A proxy's error page instead of a service answer: the service is down or restarting.
    if (error.status >= 500) return { key: 'apiErrors.UPSTREAM_UNAVAILABLE' };
    return null;
  }
  if (isNetworkFailure(error)) return { key: 'common:errors.network' };
  return null;
}
