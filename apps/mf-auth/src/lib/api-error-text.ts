import { isErrorBody, type ErrorCode } from '@irrigo/contracts';
import { isApiError } from '@irrigo/api-client';

/** Codes this remote has its own translated sentence for (locales/<lang>/auth.json "apiErrors"). */
export const TRANSLATED_ERROR_CODES: readonly ErrorCode[] = [
  'INVALID_CREDENTIALS',
  'ACCOUNT_DISABLED',
  'RATE_LIMITED',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  'INTERNAL_ERROR',
];

/** The service's own sentence from its ErrorBody, when the answer carried one. */
export function serverMessageOf(error: unknown): string | undefined {
  if (!isApiError(error) || !error.responseText) return undefined;
  try {
    const body: unknown = JSON.parse(error.responseText);
    return isErrorBody(body) ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/** A fetch that never reached the server (offline, DNS, CORS, connection reset): "TypeError: Failed to fetch". */
export function isNetworkFailure(error: unknown): boolean {
  if (isApiError(error)) return false;
  const message = error instanceof Error ? error.message : String(error);
  return /network|fetch/i.test(message);
}
