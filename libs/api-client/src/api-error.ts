import { isErrorBody, type ErrorCode } from '@irrigo/contracts';

export interface ApiErrorOptions {
  /** How long the server asked the caller to wait (its Retry-After header), in seconds. */
  retryAfterSeconds?: number;
}

/**
 * A non-2xx answer. `message` is exactly the spec's generic form, `<status>: <response text or status text>`,
 * so screens that match on "401" or "Invalid credentials" keep working; `code` and `details` come from the
 * services' ErrorBody when the answer carries one, for screens that map stable codes to translations;
 * `retryAfterSeconds` comes from the Retry-After header, so a rate-limited screen can say "wait 2 minutes".
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  /** Raw response body text ('' when empty). */
  readonly responseText: string;
  readonly code: ErrorCode | undefined;
  readonly details: string[] | undefined;
  /** The answer's Retry-After in seconds; undefined when it sent none or one that cannot be read. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, statusText: string, responseText: string, options: ApiErrorOptions = {}) {
    super(`${status}: ${responseText || statusText}`);
    this.status = status;
    this.statusText = statusText;
    this.responseText = responseText;
    const body = parseErrorBody(responseText);
    this.code = body?.code;
    this.details = body?.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * An ApiError that is a rate limit. Typed as "a 429 or the RATE_LIMITED code" rather than plain ApiError so
 * that a false isRateLimited() does not narrow a known ApiError away.
 */
export type RateLimitedApiError = ApiError & ({ readonly status: 429 } | { readonly code: 'RATE_LIMITED' });

/** A rate limit, whether it arrived as a 429 or as the RATE_LIMITED code; its wait is `retryAfterSeconds`. */
export function isRateLimited(error: unknown): error is RateLimitedApiError {
  return isApiError(error) && (error.status === 429 || error.code === 'RATE_LIMITED');
}

/**
 * The gateway could not check the session this browser carries (services/auth down or not ready): the
 * person is still signed in, the service is unavailable. Never to be handled as a 401.
 */
export function isAuthUnavailable(error: unknown): error is ApiError {
  return isApiError(error) && error.code === 'AUTH_UNAVAILABLE';
}

/** Retry-After is either a number of seconds or an HTTP date; anything else reads as undefined. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

function parseErrorBody(text: string) {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isErrorBody(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Throws an ApiError for a non-2xx response, with the answer's Retry-After; returns the response untouched
 * otherwise.
 */
export async function throwIfNotOk(response: Response): Promise<Response> {
  if (response.ok) return response;
  let text = '';
  try {
    text = await response.text();
  } catch {
    // A body that cannot be read still yields the status-text form of the message.
  }
  // Test doubles (and some polyfills) answer without headers; that is simply no Retry-After.
  const headers = response.headers as Headers | undefined;
  const retryAfterSeconds = parseRetryAfter(headers?.get('Retry-After'));
  throw new ApiError(response.status, response.statusText, text, { retryAfterSeconds });
}
