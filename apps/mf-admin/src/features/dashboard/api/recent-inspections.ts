import { useQuery } from '@tanstack/react-query';
import { RECENT_INSPECTIONS_STALE_MS, type Inspection } from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';

export const RECENT_INSPECTIONS_URL = '/api/technician/inspections/recent';

/** The office's list narrows to the selected location; without one, the caller's whole scope. */
export function recentInspectionsUrl(locationId: string | null): string {
  return locationId ? `${RECENT_INSPECTIONS_URL}?${new URLSearchParams({ locationId }).toString()}` : RECENT_INSPECTIONS_URL;
}

/** GET /api/technician/inspections/recent: the newest five of the selected location, newest first (spec §9: stale after 1 s). */
export function useRecentInspections(locationId: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  const url = recentInspectionsUrl(locationId);
  return useQuery({
    queryKey: [RECENT_INSPECTIONS_URL, 'office', locationId],
    queryFn: ({ signal }) => apiJson<Inspection[]>('GET', url, undefined, { signal }),
    staleTime: RECENT_INSPECTIONS_STALE_MS,
    enabled,
  });
}
