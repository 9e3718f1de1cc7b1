/** @jest-environment node */
import { fetchWithTimeout, RequestTimeoutError } from './index.js';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

beforeEach(() => {
  jest.useFakeTimers();
  globalThis.fetch = fetchMock as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
});

/** A fetch that only settles when its signal aborts, like a server that never answers. */
function hangingFetch(_url: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

describe('fetchWithTimeout', () => {
  it('answers like fetch within the budget, with cookies included', async () => {
    fetchMock.mockResolvedValue(new Response('{"status":"ok"}', { status: 200 }));

    const response = await fetchWithTimeout('/api/health', { timeoutMs: 5_000 });

    expect(response.ok).toBe(true);
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('rejects with RequestTimeoutError once the budget runs out', async () => {
    fetchMock.mockImplementation(hangingFetch);

    const pending = fetchWithTimeout('/api/health', { timeoutMs: 5_000 });
    jest.advanceTimersByTime(5_000);

    await expect(pending).rejects.toBeInstanceOf(RequestTimeoutError);
  });

  it("passes the caller's abort through as an abort, not a timeout", async () => {
    fetchMock.mockImplementation(hangingFetch);
    const controller = new AbortController();

    const pending = fetchWithTimeout('/api/health', { timeoutMs: 5_000, signal: controller.signal });
    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
