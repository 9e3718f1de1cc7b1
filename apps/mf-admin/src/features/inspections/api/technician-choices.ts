import { useQuery } from '@tanstack/react-query';
import type { TechniciansResponse } from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';

export const TECHNICIANS_URL = '/api/technicians';

/** GET /api/technicians[?locationId=]: the roster, for the technician filter (the cache entry the roster screen uses). */
export function useTechnicianChoices(locationId: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  const url = locationId ? `${TECHNICIANS_URL}?locationId=${encodeURIComponent(locationId)}` : TECHNICIANS_URL;
  return useQuery({
    queryKey: [TECHNICIANS_URL, locationId],
    queryFn: ({ signal }) => apiJson<TechniciansResponse>('GET', url, undefined, { signal }),
    enabled,
  });
}
