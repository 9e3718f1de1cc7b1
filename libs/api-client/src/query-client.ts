import { QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { throwIfNotOk } from './api-error.js';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Turns a query key into its URL: ['/api/technician/stats', id] → '/api/technician/stats/<id>'. */
export function queryKeyToUrl(queryKey: QueryKey): string {
  return queryKey
    .map((segment) => {
      if (typeof segment === 'string' || typeof segment === 'number') return String(segment);
      throw new TypeError(`Query key segments must be strings or numbers to form a URL; got ${JSON.stringify(segment)}`);
    })
    .join('/');
}

/**
 * The default query function: GET the URL formed by the query key, cookies included, JSON answer.
 * With `on401: 'returnNull'` a signed-out answer resolves to null instead of failing (current-user queries).
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(queryKeyToUrl(queryKey), { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) {
      // A body left unread keeps the request open: the browser never sees it finish (and Lighthouse waits on it).
      await response.body?.cancel();
      return null;
    }
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/**
 * The query client of spec §9 defaults: no retry, no refetch on focus, no polling, data never stale.
 * Screens that the spec gives other timings override them per query.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
