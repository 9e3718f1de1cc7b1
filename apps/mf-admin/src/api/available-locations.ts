import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { AvailableLocationsResponse, Location } from '@irrigo/contracts';

/** Same key as the shell's location switcher, so both read one cached answer. */
export const AVAILABLE_LOCATIONS_QUERY_KEY = ['/api/locations/available'] as const;

/**
 * GET /api/locations/available: the locations the signed-in user may work in (admins and managers: all of
 * the organization's). Shared by the screens of this remote: the dashboard's header, the team accounts.
 */
export function useAvailableLocations({ enabled }: { enabled: boolean }): UseQueryResult<Location[]> {
  return useQuery<AvailableLocationsResponse, Error, Location[]>({
    queryKey: AVAILABLE_LOCATIONS_QUERY_KEY,
    enabled,
    select: (answer) => answer.locations,
  });
}
