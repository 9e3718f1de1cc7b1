import { ApiError, isApiError, throwIfNotOk } from '@irrigo/api-client';

/**
 * A 429 answer: the ApiError the rest of the app knows, plus how long the server asked us to wait
 * (its Retry-After header, which ApiError does not carry), so the screen can say "wait 2 minutes".
 */
export class RateLimitedError extends ApiError {
  readonly retryAfterSeconds: number | undefined;

  constructor(error: ApiError, retryAfterSeconds: number | undefined) {
    super(error.status, error.statusText, error.responseText);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Retry-After is either a number of seconds or an HTTP date. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * POST a JSON body the way @irrigo/api-client does (cookies included, ApiError on a non-2xx answer) and
 * parse the JSON answer; a 429 becomes a RateLimitedError with the server's Retry-After.
 */
export async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'include',
  });
  try {
    await throwIfNotOk(response);
  } catch (error) {
    if (isApiError(error) && error.status === 429) throw new RateLimitedError(error, parseRetryAfter(response.headers?.get('Retry-After')));
    throw error;
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const retryAfterOf = (error: unknown): number | undefined => (error instanceof RateLimitedError ? error.retryAfterSeconds : undefined);

/** A rate limit, whether it arrived as 429 or as the RATE_LIMITED code. */
export const isRateLimited = (error: unknown): boolean => isApiError(error) && (error.status === 429 || error.code === 'RATE_LIMITED');
