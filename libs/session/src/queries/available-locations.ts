import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { AvailableLocationsResponse, Location } from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';

/**
 * GET /api/locations/available: the locations the signed-in user may work in (admins and managers: all of
 * the organization's). Read by the shell's location switcher, the dashboard's header and the team accounts.
 */
export const AVAILABLE_LOCATIONS_QUERY_KEY = ['/api/locations/available'] as const;

export function fetchAvailableLocations({ signal }: { signal?: AbortSignal } = {}): Promise<AvailableLocationsResponse> {
  return apiJson<AvailableLocationsResponse>('GET', AVAILABLE_LOCATIONS_QUERY_KEY[0], undefined, { signal });
}

export const availableLocationsQueryOptions = queryOptions({
  queryKey: AVAILABLE_LOCATIONS_QUERY_KEY,
  queryFn: fetchAvailableLocations,
  select: (answer: AvailableLocationsResponse): Location[] => answer.locations,
});

/** Only asked once someone is signed in; pass `enabled: false` until then. */
export function useAvailableLocations({ enabled = true }: { enabled?: boolean } = {}): UseQueryResult<Location[]> {
  return useQuery({ ...availableLocationsQueryOptions, enabled });
}
