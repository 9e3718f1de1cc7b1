import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_STATS_STALE_MS, type DashboardPeriod, type DashboardStats } from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';

export const DASHBOARD_STATS_URL = '/api/dashboard/stats';

/** The browser's IANA time zone: the business's, for an office in it; a period's days begin at midnight there. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** GET /api/dashboard/stats?period=…&timeZone=…[&locationId=…]: without a location, the caller's whole scope. */
export function dashboardStatsUrl(period: DashboardPeriod, timeZone: string, locationId: string | null): string {
  const query = new URLSearchParams({ period, timeZone });
  if (locationId) query.set('locationId', locationId);
  return `${DASHBOARD_STATS_URL}?${query.toString()}`;
}

/**
 * The four cards' figures for a period and the selected location. Spec §7 and §9: stale after 5 s, read
 * again when the dashboard mounts (once stale), never because the window regained focus.
 */
export function useDashboardStats(period: DashboardPeriod, timeZone: string, locationId: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  const url = dashboardStatsUrl(period, timeZone, locationId);
  return useQuery({
    queryKey: [DASHBOARD_STATS_URL, period, timeZone, locationId],
    queryFn: ({ signal }) => apiJson<DashboardStats>('GET', url, undefined, { signal }),
    staleTime: DASHBOARD_STATS_STALE_MS,
    refetchOnMount: true,
    refetchOnWindowFocus: false,
    enabled,
  });
}
