/** @jest-environment node */
import { ApiError, createQueryClient, getQueryFn, queryKeyToUrl } from './index.js';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

beforeEach(() => {
  globalThis.fetch = fetchMock as typeof fetch;
});

describe('queryKeyToUrl', () => {
  it('joins key segments with a slash', () => {
    expect(queryKeyToUrl(['/api/technician/stats', 'tech-7'])).toBe('/api/technician/stats/tech-7');
    expect(queryKeyToUrl(['/api/inspections', 42])).toBe('/api/inspections/42');
  });

  it('refuses segments that cannot be part of a path', () => {
    expect(() => queryKeyToUrl(['/api/inspections', { page: 1 }])).toThrow(TypeError);
  });
});

describe('getQueryFn', () => {
  it('GETs the joined key with cookies and returns the JSON answer', async () => {
    fetchMock.mockResolvedValue(new Response('{"connected":true}', { status: 200 }));
    const client = createQueryClient();

    const data = await client.fetchQuery({ queryKey: ['/api/housecall-pro/status'] });

    expect(data).toEqual({ connected: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/housecall-pro/status');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBeUndefined();
  });

  it('yields null on 401 when configured to', async () => {
    fetchMock.mockResolvedValue(new Response('{"statusCode":401}', { status: 401 }));
    const client = createQueryClient();

    const user = await client.fetchQuery({ queryKey: ['/api/auth/user'], queryFn: getQueryFn({ on401: 'returnNull' }) });

    expect(user).toBeNull();
  });

  it('throws on 401 by default', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 401, statusText: 'Unauthorized' }));
    const client = createQueryClient();

    const error = await client.fetchQuery({ queryKey: ['/api/auth/user'] }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: Unauthorized');
  });
});

describe('createQueryClient', () => {
  it('applies the spec defaults: no retry, no focus refetch, no polling, never stale', () => {
    const defaults = createQueryClient().getDefaultOptions();

    expect(defaults.queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('does not retry a failed query', async () => {
    fetchMock.mockResolvedValue(new Response('boom', { status: 500 }));
    const client = createQueryClient();

    await expect(client.fetchQuery({ queryKey: ['/api/dashboard/stats'] })).rejects.toThrow('500: boom');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
