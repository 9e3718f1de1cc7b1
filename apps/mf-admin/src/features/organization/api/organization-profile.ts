import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizationProfile, OrganizationProfileResponse, UpdateOrganizationProfileRequest } from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';
import { CURRENT_ORGANIZATION_QUERY_KEY } from '@irrigo/session';

export const ORGANIZATION_PROFILE_URL = '/api/organizations/current/profile';
export const ORGANIZATION_PROFILE_QUERY_KEY = [ORGANIZATION_PROFILE_URL] as const;

/** GET /api/organizations/current/profile: the organization's name, type and contact, and the version an edit sends back. */
export function useOrganizationProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ORGANIZATION_PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => apiJson<OrganizationProfileResponse>('GET', ORGANIZATION_PROFILE_URL, undefined, { signal }),
    select: (answer: OrganizationProfileResponse): OrganizationProfile => answer.organization,
    enabled,
  });
}

/**
 * PATCH /api/organizations/current/profile with `If-Match: "<version>"`, the version the office read: someone
 * else's change since then answers 412 STALE_VERSION and nothing is written. A saved name reaches the shell's
 * top bar (the current organization is read again).
 */
export function useUpdateOrganizationProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, changes }: { version: number; changes: UpdateOrganizationProfileRequest }) =>
      apiJson<OrganizationProfileResponse>('PATCH', ORGANIZATION_PROFILE_URL, changes, { headers: { 'If-Match': `"${version}"` } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(ORGANIZATION_PROFILE_QUERY_KEY, answer);
      void queryClient.invalidateQueries({ queryKey: CURRENT_ORGANIZATION_QUERY_KEY });
    },
  });
}
