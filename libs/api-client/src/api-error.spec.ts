/** @jest-environment node */
import { ApiError, isRateLimited, throwIfNotOk } from './index.js';
import { parseRetryAfter } from './api-error.js';

const rateLimitedBody = JSON.stringify({ statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests' });

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, and ignores what it cannot read', () => {
    const now = Date.parse('2026-05-01T12:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter(' 45 ', now)).toBe(45);
    expect(parseRetryAfter('Fri, 01 May 2026 12:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Fri, 01 May 2026 11:59:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe('throwIfNotOk', () => {
  async function rejectionOf(response: Response): Promise<ApiError> {
    const error: unknown = await throwIfNotOk(response).then(
      () => undefined,
      (rejected: unknown) => rejected,
    );
    if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
    return error;
  }

  it('keeps the Retry-After of a 429 in seconds, with the message in its documented form', async () => {
    const error = await rejectionOf(new Response(rateLimitedBody, { status: 429, statusText: 'Too Many Requests', headers: { 'Retry-After': '120' } }));
    expect(error.message).toBe(`429: ${rateLimitedBody}`);
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.retryAfterSeconds).toBe(120);
  });

  it('reads a Retry-After given as an HTTP date', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-05-01T12:00:00Z') });
    try {
      const headers = { 'Retry-After': 'Fri, 01 May 2026 12:01:30 GMT' };
      expect((await rejectionOf(new Response(rateLimitedBody, { status: 429, headers }))).retryAfterSeconds).toBe(90);
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaves the wait undefined without a readable Retry-After', async () => {
    expect((await rejectionOf(new Response(rateLimitedBody, { status: 429 }))).retryAfterSeconds).toBeUndefined();
    const unreadable = new Response(rateLimitedBody, { status: 429, headers: { 'Retry-After': 'later' } });
    expect((await rejectionOf(unreadable)).retryAfterSeconds).toBeUndefined();
  });

  it('accepts an answer without headers (test doubles) as one without a wait', async () => {
    const bare = { ok: false, status: 429, statusText: 'Too Many Requests', text: async () => rateLimitedBody } as Response;
    const error = await rejectionOf(bare);
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBeUndefined();
  });

  it('returns a 2xx answer untouched', async () => {
    const response = new Response('{}', { status: 200, headers: { 'Retry-After': '5' } });
    await expect(throwIfNotOk(response)).resolves.toBe(response);
  });
});

describe('isRateLimited', () => {
  it('is a 429 or the RATE_LIMITED code, and nothing else', () => {
    expect(isRateLimited(new ApiError(429, 'Too Many Requests', ''))).toBe(true);
    expect(isRateLimited(new ApiError(400, 'Bad Request', JSON.stringify({ statusCode: 400, code: 'RATE_LIMITED', message: 'x' })))).toBe(true);
    expect(isRateLimited(new ApiError(401, 'Unauthorized', 'Invalid credentials'))).toBe(false);
    expect(isRateLimited(new Error('429: Too Many Requests'))).toBe(false);
    expect(isRateLimited(undefined)).toBe(false);
  });

  it('gives the caller the wait the constructor was told', () => {
    const error: unknown = new ApiError(429, 'Too Many Requests', rateLimitedBody, { retryAfterSeconds: 300 });
    expect(isRateLimited(error) ? error.retryAfterSeconds : null).toBe(300);
  });
});
