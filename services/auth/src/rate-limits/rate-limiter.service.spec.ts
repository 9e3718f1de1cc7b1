import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { DataSource } from 'typeorm';
import type { AuditLog } from '../audit/audit-log.service.js';
import { RateLimiter } from './rate-limiter.service.js';

interface Statement {
  text: string;
  values: unknown[] | undefined;
}

/** The service's data source as far as the limiters use it: query runners that record each statement. */
function recordingDataSource(statements: Statement[]): DataSource {
  const runner = {
    query: (text: string, values?: unknown[]) => {
      statements.push({ text, values });
      return Promise.resolve({ records: [], affected: 0 });
    },
    release: () => Promise.resolve(),
  };
  return { createQueryRunner: () => runner } as unknown as DataSource;
}

describe('RateLimiter: the shared table does not grow forever', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-03-02T12:00:00Z') });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('has the library delete the rows an hour past their end, every five minutes, once for all the limiters', async () => {
    const statements: Statement[] = [];
    const limiter = new RateLimiter(recordingDataSource(statements), {} as AuditLog);
    // Two more limiters in use (made on first use), which prune nothing themselves.
    await limiter.remembers({ bucket: 'login:known-address', key: 'someone@example.com 10.0.0.1', forMs: 30 * 86_400_000 });
    await limiter.remembers({ bucket: 'example:fact', key: '10.0.0.1', forMs: 60 * 60_000 });
    statements.length = 0;
    await jest.advanceTimersByTimeAsync(5 * 60_000 - 1);
    expect(statements).toEqual([]);

    await jest.advanceTimersByTimeAsync(1);
    expect(statements).toEqual([{ text: 'DELETE FROM "auth"."rate_limits" WHERE expire < $1', values: [Date.parse('2026-03-02T11:05:00Z')] }]);
    await jest.advanceTimersByTimeAsync(5 * 60_000);
    expect(statements).toEqual([
      { text: 'DELETE FROM "auth"."rate_limits" WHERE expire < $1', values: [Date.parse('2026-03-02T11:05:00Z')] },
      { text: 'DELETE FROM "auth"."rate_limits" WHERE expire < $1', values: [Date.parse('2026-03-02T11:10:00Z')] },
    ]);
  });
});
