import { DATABASE_QUERY_BUDGET_MS } from '@irrigo/nest-kit';
import type { Response } from 'supertest';

/** What a request answered while the database stalled, and how long it took. */
export interface TimedAnswer {
  /** 'hang': still unanswered well past the database budget. */
  status: number | 'hang';
  code: unknown;
  retryAfter: string | undefined;
  ms: number;
}

/** Status, code, Retry-After and time taken of one supertest request; one unanswered at 3 × the database budget is a 'hang'. */
export async function timedRequest(call: () => PromiseLike<Response> & { timeout(ms: number): unknown }): Promise<TimedAnswer> {
  const started = Date.now();
  try {
    const request = call();
    request.timeout(DATABASE_QUERY_BUDGET_MS * 3);
    const response = await request;
    return {
      status: response.status,
      code: response.body?.code as unknown,
      retryAfter: response.headers['retry-after'],
      ms: Date.now() - started,
    };
  } catch {
    return { status: 'hang', code: undefined, retryAfter: undefined, ms: Date.now() - started };
  }
}
