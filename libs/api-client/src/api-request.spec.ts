/** @jest-environment node */
import { ApiError, apiJson, apiRequest } from './index.js';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

beforeEach(() => {
  globalThis.fetch = fetchMock as typeof fetch;
});

function lastCall(): [string, RequestInit] {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return [String(call[0]), call[1] ?? {}];
}

describe('apiRequest', () => {
  it('sends cookies and a JSON body with its content type', async () => {
    fetchMock.mockResolvedValue(new Response('{"id":"u1"}', { status: 200 }));

    const response = await apiRequest('POST', '/api/admin/login', { email: 'a@b.co', password: 'secret123' });

    const [url, init] = lastCall();
    expect(url).toBe('/api/admin/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"email":"a@b.co","password":"secret123"}');
    await expect(response.json()).resolves.toEqual({ id: 'u1' });
  });

  it('sends no body and no content type when there is nothing to send', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await apiRequest('POST', '/api/auth/logout');

    const [, init] = lastCall();
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({});
    expect(init.credentials).toBe('include');
  });

  it('turns a non-2xx answer into "<status>: <response text>" with the ErrorBody code and details', async () => {
    const body = JSON.stringify({ statusCode: 400, code: 'PASSWORD_TOO_WEAK', message: 'Weak', details: ['Add a number'] });
    fetchMock.mockResolvedValue(new Response(body, { status: 400, statusText: 'Bad Request' }));

    const error = await apiRequest('POST', '/api/password-reset/complete', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`400: ${body}`);
    expect(apiError.status).toBe(400);
    expect(apiError.code).toBe('PASSWORD_TOO_WEAK');
    expect(apiError.details).toEqual(['Add a number']);
  });

  it('falls back to the status text when the answer has no body', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503, statusText: 'Service Unavailable' }));

    await expect(apiRequest('GET', '/api/organizations/current')).rejects.toMatchObject({
      message: '503: Service Unavailable',
      status: 503,
      code: undefined,
      details: undefined,
    });
  });

  it('keeps a plain-text error body as the message and leaves the code empty', async () => {
    fetchMock.mockResolvedValue(new Response('Invalid credentials', { status: 401, statusText: 'Unauthorized' }));

    await expect(apiRequest('POST', '/api/admin/login', {})).rejects.toMatchObject({
      message: '401: Invalid credentials',
      code: undefined,
    });
  });
});

describe('apiJson', () => {
  it('parses the JSON answer', async () => {
    fetchMock.mockResolvedValue(new Response('{"exists":true}', { status: 200 }));
    await expect(apiJson<{ exists: boolean }>('GET', '/api/admin/exists')).resolves.toEqual({ exists: true });
  });

  it('resolves an empty answer to undefined', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiJson<void>('POST', '/api/auth/logout')).resolves.toBeUndefined();
  });
});
