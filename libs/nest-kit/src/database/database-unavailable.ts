/**
 * Whether an error means the database could not be reached or did not answer in time, as opposed to a
 * query that is wrong. Those leave a service as 503 (the error filter), never as a 500 or a hung request.
 */

/** SQLSTATEs of a server that is going away, overloaded, or cancelled a statement at its timeout. */
const UNAVAILABLE_SQLSTATES = new Set(['57014', '57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006']);
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
/** What pg and pg-pool say when a timeout of theirs fires or the connection drops (they set no code). */
const UNAVAILABLE_MESSAGES = [/timeout exceeded when trying to connect/i, /query read timeout/i, /connection terminated/i, /connection timeout/i];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, message, driverError, cause } = current as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NODE_CODES.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = driverError ?? cause;
  }
  return false;
}
