import type { DataSource } from 'typeorm';
import { AUTH_SCHEMA } from '../database/auth-database.js';

/** The table every limiter shares (migration RateLimitsOnLibrary); each rule's keys carry its bucket as prefix. */
export const RATE_LIMITS_TABLE = { schemaName: AUTH_SCHEMA, tableName: 'rate_limits' } as const;

/** One statement as RateLimiterPostgres sends it to a pg pool. */
interface LimiterStatement {
  text: string;
  values?: unknown[];
  /** A prepared statement's name; dropped, see below. */
  name?: string;
}

/** What the library reads of pg's answer. */
interface LimiterAnswer {
  rows: unknown[];
  rowCount: number;
}

/** The client the limiters are given (storeType 'pool'). */
export interface RateLimitStore {
  query(statement: LimiterStatement): Promise<LimiterAnswer>;
}

/**
 * The service's own TypeORM connection pool, with its connect and statement timeouts, as the limiters' store:
 * a database that stalls fails the request with a 503 like any other query.
 *
 * The library names its statements (prepared once per connection). On the embedded database every connection
 * shares PGlite's one backend session, so the second connection to prepare "rate_limits:rlflx-upsert" is told
 * it already exists (42P05). The statements therefore run unnamed, on PostgreSQL too: they are short, and one
 * parse each is nothing beside a password check.
 */
export function rateLimitStore(dataSource: DataSource): RateLimitStore {
  return {
    async query({ text, values }) {
      const runner = dataSource.createQueryRunner();
      try {
        const result = await runner.query(text, values, true);
        return { rows: result.records, rowCount: result.affected ?? result.records.length };
      } finally {
        await runner.release();
      }
    },
  };
}
