import { answer } from '@irrigo/test-web';

/**
 * A 429 answer with a Retry-After header (the shared test answer has no headers), installed for one
 * route on top of whatever fetch mock is in place.
 */
export function answerRateLimitedOn(route: string, retryAfter: string | null): void {
  const previous = globalThis.fetch;
  globalThis.fetch = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (`${(init?.method ?? 'GET').toUpperCase()} ${url}` !== route) return previous(input, init);
    const body = { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests' };
    const headers = { get: (name: string) => (name.toLowerCase() === 'retry-after' ? retryAfter : null) };
    return Object.assign(answer(429, body), { headers });
  }) as typeof fetch;
}
