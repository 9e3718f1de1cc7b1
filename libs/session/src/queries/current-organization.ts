import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { CurrentOrganizationResponse, Organization } from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';

/** GET /api/organizations/current: the signed-in user's organization (the shell's top bar, the dashboard). */
export const CURRENT_ORGANIZATION_QUERY_KEY = ['/api/organizations/current'] as const;

export function fetchCurrentOrganization({ signal }: { signal?: AbortSignal } = {}): Promise<CurrentOrganizationResponse> {
  return apiJson<CurrentOrganizationResponse>('GET', CURRENT_ORGANIZATION_QUERY_KEY[0], undefined, { signal });
}

export const currentOrganizationQueryOptions = queryOptions({
  queryKey: CURRENT_ORGANIZATION_QUERY_KEY,
  queryFn: fetchCurrentOrganization,
  select: (answer: CurrentOrganizationResponse): Organization => answer.organization,
});

/** Spec §7: only asked once someone is signed in; pass `enabled: false` until then. */
export function useCurrentOrganization({ enabled = true }: { enabled?: boolean } = {}): UseQueryResult<Organization> {
  return useQuery({ ...currentOrganizationQueryOptions, enabled });
}
