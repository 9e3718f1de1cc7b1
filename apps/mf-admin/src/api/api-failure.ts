import { isApiError } from '@irrigo/api-client';

/** What any office screen can say of a failed call, besides the codes it has words of its own for. */
export type CommonFailure = 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'VALIDATION_FAILED' | 'signedOut' | 'unavailable' | 'network' | 'unknown';

/**
 * Why a call failed, as a key under a screen's `errors`: one of the screen's own `codes` when the API
 * answered with it, else the meaning of the HTTP status, else whether the server was reached at all.
 */
export function apiFailure<Code extends string>(error: unknown, codes: readonly Code[]): Code | CommonFailure {
  if (!isApiError(error)) return error instanceof TypeError ? 'network' : 'unknown';
  const byCode = codes.find((code) => code === error.code);
  if (byCode) return byCode;
  if (error.status === 400) return 'VALIDATION_FAILED';
  if (error.status === 401) return 'signedOut';
  if (error.status === 403) return 'FORBIDDEN';
  if (error.status === 404) return 'NOT_FOUND';
  if (error.status === 409) return 'CONFLICT';
  if (error.status >= 500) return 'unavailable';
  return 'unknown';
}
