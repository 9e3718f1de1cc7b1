import { ERROR_CODES, type ErrorCode } from '@irrigo/contracts';
import { isApiError } from './api-error.js';
import { RequestTimeoutError } from './fetch-with-timeout.js';

/**
 * Why a call failed, whatever screen made it: the stable code of the service's answer, or what its HTTP
 * status means when it carried none (a proxy's error page), or a call that never got an answer.
 * NETWORK: the request never reached a server (offline, DNS, connection reset: fetch's TypeError).
 * TIMEOUT: our own time budget ran out. UNKNOWN: anything else thrown.
 */
export type FailureReason = ErrorCode | 'NETWORK' | 'TIMEOUT' | 'UNKNOWN';

export const FAILURE_REASONS: readonly FailureReason[] = [...ERROR_CODES, 'NETWORK', 'TIMEOUT', 'UNKNOWN'];

/** One translation key for every reason: a remote declares it once, so a new error code fails its typecheck. */
export type ErrorMessageTable = Readonly<Record<FailureReason, string>>;

/** Keys a screen says instead of its remote's, where the spec wants words of its own for that screen. */
export type ErrorMessageOverrides = Readonly<Partial<Record<FailureReason, string>>>;

/** What a screen shows for a failed call: a translation key, never a server's text. */
export interface FailureMessage {
  reason: FailureReason;
  key: string;
  /** HTTP status of the answer; undefined when there was none. */
  status: number | undefined;
  /** A rate limit's wait from Retry-After, in seconds, for keys that say "try again in {{wait}}". */
  retryAfterSeconds: number | undefined;
}

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

/** What a status means when the answer carries no code of ours (a proxy's page, an old service). */
function reasonOfStatus(status: number): FailureReason {
  switch (status) {
    case 400:
    case 422:
      return 'VALIDATION_FAILED';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 429:
      return 'RATE_LIMITED';
    case 502:
    case 503:
      return 'UPSTREAM_UNAVAILABLE';
    case 504:
      return 'UPSTREAM_TIMEOUT';
    default:
      return status >= 500 ? 'INTERNAL_ERROR' : 'UNKNOWN';
  }
}

/** The spec's generic error text, "<status>: <body or status text>", thrown by code that predates ApiError. */
const GENERIC_FORM = /^(\d{3}): /;

export function failureReasonOf(error: unknown): FailureReason {
  if (isApiError(error)) {
    if (error.code !== undefined && KNOWN_CODES.has(error.code)) return error.code;
    return reasonOfStatus(error.status);
  }
  if (error instanceof RequestTimeoutError) return 'TIMEOUT';
  // AbortSignal.timeout() rejects with a DOMException named TimeoutError (not an Error subclass everywhere).
  if (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TimeoutError') return 'TIMEOUT';
  if (error instanceof TypeError) return 'NETWORK';
  const message = error instanceof Error ? error.message : String(error);
  const generic = GENERIC_FORM.exec(message);
  if (generic) return reasonOfStatus(Number(generic[1]));
  // Safari words it "Load failed", Firefox "NetworkError when attempting to fetch resource".
  if (/network|failed to fetch|load failed/i.test(message)) return 'NETWORK';
  return 'UNKNOWN';
}

/** The key a screen shows for a failed call: its own override for the reason, else its remote's table. */
export function failureMessage(error: unknown, table: ErrorMessageTable, overrides: ErrorMessageOverrides = {}): FailureMessage {
  const reason = failureReasonOf(error);
  return {
    reason,
    key: overrides[reason] ?? table[reason],
    status: isApiError(error) ? error.status : undefined,
    retryAfterSeconds: isApiError(error) ? error.retryAfterSeconds : undefined,
  };
}

/** A remote's one mapping: `const errorMessage = defineErrorMessages(TABLE)`, then `errorMessage(error, overrides?)`. */
export function defineErrorMessages(table: ErrorMessageTable) {
  return (error: unknown, overrides?: ErrorMessageOverrides): FailureMessage => failureMessage(error, table, overrides);
}

/** Every key of a table (with any overrides), for a test that checks each one is translated. */
export function errorMessageKeys(table: ErrorMessageTable, ...overrides: ErrorMessageOverrides[]): string[] {
  const keys = new Set<string>(Object.values(table));
  for (const override of overrides) for (const key of Object.values(override)) if (key) keys.add(key);
  return [...keys];
}

/** A wait in whole minutes, rounded up so nobody is told to wait less than the server asked (at least 1). */
export function waitMinutes(seconds: number | undefined): number | undefined {
  return seconds === undefined ? undefined : Math.max(1, Math.ceil(seconds / 60));
}
