/**
 * A fetch answer shaped like the parts of Response the api-client reads (jsdom has no Response). A string
 * body is sent as it is, anything else as JSON.
 */
export function answer(status: number, body: unknown = ''): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const response: Pick<Response, 'ok' | 'status' | 'statusText' | 'json' | 'text' | 'clone'> = {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 401 ? 'Unauthorized' : status >= 500 ? 'Server Error' : 'OK',
    json: async () => JSON.parse(text) as unknown,
    text: async () => text,
    clone: () => answer(status, body),
  };
  return response as Response;
}

export type FetchMock = jest.Mock<Promise<Response>, Parameters<typeof fetch>>;

type Handler = () => Response | Promise<Response>;

/** Installs a fetch mock answering by exact URL; an unexpected URL fails the test loudly. */
export function mockApi(handlers: Record<string, Handler>): FetchMock {
  const fetchMock: FetchMock = jest.fn(async (input) => {
    const url = String(input);
    const handler = handlers[url];
    if (!handler) throw new Error(`Unexpected request in test: ${url}`);
    return handler();
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return fetchMock;
}
