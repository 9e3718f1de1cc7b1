/** Rejection of fetchWithTimeout when the time budget ran out (not when the caller aborted). */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  readonly timeoutMs: number;

  constructor(url: string, timeoutMs: number) {
    super(`Request to ${url} timed out after ${timeoutMs} ms`);
    this.timeoutMs = timeoutMs;
  }
}

export interface FetchWithTimeoutInit extends RequestInit {
  timeoutMs: number;
}

/**
 * fetch with a time budget (the health check gives the gateway 5 s). Credentials are included like
 * every other call of the product; a caller's own `signal` still aborts the request.
 */
export async function fetchWithTimeout(url: string, { timeoutMs, signal, ...init }: FetchWithTimeoutInit): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    return await fetch(url, { credentials: 'include', ...init, signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new RequestTimeoutError(url, timeoutMs);
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
