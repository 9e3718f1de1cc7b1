import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { CurrentOrganizationResponse, Organization } from '@irrigo/contracts';

/** Same key as the shell's top bar, so both read one cached answer. */
export const CURRENT_ORGANIZATION_QUERY_KEY = ['/api/organizations/current'] as const;

/** GET /api/organizations/current through the default query function; spec §7: only when a user exists. */
export function useCurrentOrganization({ enabled }: { enabled: boolean }): UseQueryResult<Organization> {
  return useQuery<CurrentOrganizationResponse, Error, Organization>({
    queryKey: CURRENT_ORGANIZATION_QUERY_KEY,
    enabled,
    select: (answer) => answer.organization,
  });
}
