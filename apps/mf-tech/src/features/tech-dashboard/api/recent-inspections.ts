import { useQuery } from '@tanstack/react-query';
import type { Inspection } from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';

/** GET /api/technician/inspections/recent: the newest five the caller may see (a technician: their own), source 'database'. */
export const RECENT_INSPECTIONS_URL = '/api/technician/inspections/recent';

/** Spec §9: recent inspections are stale after 1 s. */
export const RECENT_INSPECTIONS_STALE_MS = 1_000;

export const recentInspectionsQueryKey = [RECENT_INSPECTIONS_URL] as const;

export function fetchRecentInspections(signal?: AbortSignal): Promise<Inspection[]> {
  return apiJson<Inspection[]>('GET', RECENT_INSPECTIONS_URL, undefined, { signal });
}

export function useRecentInspections(enabled = true) {
  return useQuery({
    queryKey: recentInspectionsQueryKey,
    queryFn: ({ signal }) => fetchRecentInspections(signal),
    enabled,
    staleTime: RECENT_INSPECTIONS_STALE_MS,
  });
}
