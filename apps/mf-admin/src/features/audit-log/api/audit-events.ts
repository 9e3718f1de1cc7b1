import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEventsResponse, InspectionAuditEventsResponse } from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';

export const AUDIT_EVENTS_URL = '/api/audit-events';
export const INSPECTION_AUDIT_EVENTS_URL = '/api/admin/inspections/audit-events';
export const AUDIT_EVENTS_PAGE_SIZE = 50;

function pageUrl(base: string, before: string | null): string {
  const query = new URLSearchParams({ limit: String(AUDIT_EVENTS_PAGE_SIZE) });
  if (before) query.set('before', before);
  return `${base}?${query.toString()}`;
}

export const auditEventsUrl = (before: string | null): string => pageUrl(AUDIT_EVENTS_URL, before);
export const inspectionAuditEventsUrl = (before: string | null): string => pageUrl(INSPECTION_AUDIT_EVENTS_URL, before);

/**
 * A log read newest first, one page at a time: each page's `nextBefore` asks for the next. A log is read for
 * what just happened, so it is fetched afresh each time the screen opens.
 */
function useNewestFirstLog<Page extends { nextBefore: string | null }>(base: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [base],
    queryFn: ({ pageParam, signal }) => apiJson<Page>('GET', pageUrl(base, pageParam), undefined, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextBefore,
    staleTime: 0,
    enabled,
  });
}

/** GET /api/audit-events (services/auth): sign-ins, passwords, roles and other security events. */
export const useAuditEvents = (enabled = true) => useNewestFirstLog<AuditEventsResponse>(AUDIT_EVENTS_URL, enabled);

/** GET /api/admin/inspections/audit-events (services/inspections): who deleted which inspection, and when. */
export const useInspectionAuditEvents = (enabled = true) => useNewestFirstLog<InspectionAuditEventsResponse>(INSPECTION_AUDIT_EVENTS_URL, enabled);
