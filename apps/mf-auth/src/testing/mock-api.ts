import type { GatewayHealth } from '@irrigo/contracts';
import { answer as response, type FetchMock } from '@irrigo/test-web';

/** One canned answer of the fake API: a status and a JSON (or text) body, or a thrown network error. */
export type ApiAnswer = { status: number; body?: unknown } | { networkError: string };
type Handler = ApiAnswer | ((body: unknown) => ApiAnswer | Promise<ApiAnswer>);

export const json = (status: number, body?: unknown): ApiAnswer => ({ status, body });
export const healthy: ApiAnswer = json(200, { status: 'ok', services: { auth: 'ok', org: 'ok', inspections: 'ok' } } satisfies GatewayHealth);
export const unreachable: ApiAnswer = { networkError: 'Failed to fetch' };

export interface MockApi {
  fetch: FetchMock;
  /** The JSON bodies sent to `METHOD /path`, in order. */
  sent: (route: string) => unknown[];
}

/**
 * Replaces global fetch with a router of canned answers keyed 'METHOD /path'. Unknown routes fail the
 * test loudly instead of hanging. The health check answers ok unless a test says otherwise.
 */
export function mockApi(routes: Record<string, Handler>): MockApi {
  const table: Record<string, Handler> = { 'GET /api/health': healthy, ...routes };
  const calls: Array<{ route: string; body: unknown }> = [];
  const fetchMock: FetchMock = jest.fn(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const route = `${(init?.method ?? 'GET').toUpperCase()} ${url}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ route, body });
    const handler = table[route];
    if (!handler) throw new Error(`mockApi: no answer for ${route}`);
    const answer = typeof handler === 'function' ? await handler(body) : handler;
    if ('networkError' in answer) throw new TypeError(answer.networkError);
    return response(answer.status, answer.body);
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return { fetch: fetchMock, sent: (route) => calls.filter((call) => call.route === route).map((call) => call.body) };
}

/** An answer that stays pending until the test releases it (to see pending states). */
export function deferred(): { handler: () => Promise<ApiAnswer>; resolve: (answer: ApiAnswer) => void } {
  let release: (answer: ApiAnswer) => void = () => undefined;
  const pending = new Promise<ApiAnswer>((resolve) => (release = resolve));
  return { handler: () => pending, resolve: (answer) => release(answer) };
}
