import { useQuery } from '@tanstack/react-query';
import { RECENT_INSPECTIONS_STALE_MS, type Inspection } from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';

/** GET /api/technician/inspections/recent: the newest five the caller may see (a technician: their own), source 'database'. */
export const RECENT_INSPECTIONS_URL = '/api/technician/inspections/recent';

export const recentInspectionsQueryKey = [RECENT_INSPECTIONS_URL] as const;

export function fetchRecentInspections(signal?: AbortSignal): Promise<Inspection[]> {
  return apiJson<Inspection[]>('GET', RECENT_INSPECTIONS_URL, undefined, { signal });
}

export function useRecentInspections(enabled = true) {
  return useQuery({
    queryKey: recentInspectionsQueryKey,
    queryFn: ({ signal }) => fetchRecentInspections(signal),
    enabled,
    // Spec §9: recent inspections are stale after 1 s (the spec gives /recent/{technicianId} the technician data's timings instead).
    staleTime: RECENT_INSPECTIONS_STALE_MS,
  });
}
