import { useQuery } from '@tanstack/react-query';
import type { TechnicianMonthStatsResponse } from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';

export const TECHNICIAN_STATS_URL = '/api/inspections/technician-stats';

/**
 * GET /api/inspections/technician-stats: each technician's inspections in `month` (services/inspections owns
 * inspections), counted in the viewer's time zone, the business's for an office in it.
 */
export function useTechnicianStats(month: string, timeZone: string, locationId: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  const query = new URLSearchParams({ month, timeZone });
  if (locationId) query.set('locationId', locationId);
  return useQuery({
    queryKey: [TECHNICIAN_STATS_URL, month, timeZone, locationId],
    queryFn: ({ signal }) => apiJson<TechnicianMonthStatsResponse>('GET', `${TECHNICIAN_STATS_URL}?${query.toString()}`, undefined, { signal }),
    enabled,
  });
}
