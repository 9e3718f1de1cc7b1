/** A fetch answer shaped like the parts of Response the api-client reads (jsdom has no Response). */
export function answer(status: number, body: unknown = ''): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const response: Pick<Response, 'ok' | 'status' | 'statusText' | 'json' | 'text'> = {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 401 ? 'Unauthorized' : status >= 500 ? 'Server Error' : 'OK',
    json: async () => JSON.parse(text) as unknown,
    text: async () => text,
  };
  return response as Response;
}

type Handler = () => Response | Promise<Response>;

/** Installs a fetch mock answering by URL; an unexpected URL fails the test loudly. */
export function mockApi(handlers: Record<string, Handler>): jest.Mock<Promise<Response>, Parameters<typeof fetch>> {
  const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async (input) => {
    const url = String(input);
    const handler = handlers[url];
    if (!handler) throw new Error(`Unexpected request in test: ${url}`);
    return handler();
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return fetchMock;
}
