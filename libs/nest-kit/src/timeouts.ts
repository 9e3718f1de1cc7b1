/**
 * How long each hop of a request may wait, in one place, so that the hops together stay under the gateway's
 * upstream timeout (UPSTREAM_TIMEOUT_MS, 15 s): a stalled database or neighbour turns into a 503 with a code
 * from the service that met it, well before the gateway would give up with a 504. services/gateway has a test
 * that adds the chain up.
 */
export const TIMEOUTS = {
  /** Waiting for a pooled database connection, or for a new one to open. */
  databaseAcquireMs: 2_000,
  /** One statement on the database server (statement_timeout): the server cancels it and the connection stays usable. */
  databaseStatementMs: 3_000,
  /** One query as the client waits for it, whatever the server does: a stalled server never cancels anything. */
  databaseQueryMs: 4_000,
  /** How long readiness waits for `SELECT 1` before it says the database is down. */
  databasePingMs: 800,
  /** A call to another service's /internal routes. */
  serviceCallMs: 5_000,
  /** A call whose callee writes a few rows itself (the organization's setup). */
  slowServiceCallMs: 6_000,
} as const;

/** The longest one database query can hold a request: waiting for a connection, then for the answer. */
export const DATABASE_QUERY_BUDGET_MS = TIMEOUTS.databaseAcquireMs + TIMEOUTS.databaseQueryMs;
