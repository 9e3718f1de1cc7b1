import { throwIfNotOk } from './api-error.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * One call to the product's API: cookies always travel (`credentials: 'include'`), a body is sent as JSON.
 * Resolves with the Response of a 2xx answer; rejects with ApiError otherwise.
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown, options: ApiRequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    signal: options.signal,
  });
  return throwIfNotOk(response);
}

/** apiRequest, then the JSON body. An empty answer (204) resolves to undefined. */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown, options?: ApiRequestOptions): Promise<T> {
  const response = await apiRequest(method, url, body, options);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
