import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEventsResponse } from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';

export const AUDIT_EVENTS_URL = '/api/audit-events';
export const AUDIT_EVENTS_PAGE_SIZE = 50;

export function auditEventsUrl(before: string | null): string {
  const query = new URLSearchParams({ limit: String(AUDIT_EVENTS_PAGE_SIZE) });
  if (before) query.set('before', before);
  return `${AUDIT_EVENTS_URL}?${query.toString()}`;
}

/**
 * GET /api/audit-events, newest first, one page at a time: each page's `nextBefore` asks for the next.
 * A security log is read for what just happened, so it is fetched afresh each time the screen opens.
 */
export function useAuditEvents() {
  return useInfiniteQuery({
    queryKey: [AUDIT_EVENTS_URL],
    queryFn: ({ pageParam, signal }) => apiJson<AuditEventsResponse>('GET', auditEventsUrl(pageParam), undefined, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextBefore,
    staleTime: 0,
  });
}
