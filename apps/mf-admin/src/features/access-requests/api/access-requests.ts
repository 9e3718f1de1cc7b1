import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApproveRoleRequest, RoleRequest, RoleRequestsResponse, TechniciansResponse } from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';

export const ROLE_REQUESTS_URL = '/api/auth/role-requests';
export const TECHNICIANS_URL = '/api/technicians';

export const approveUrl = (id: string): string => `${ROLE_REQUESTS_URL}/${encodeURIComponent(id)}/approve`;
export const declineUrl = (id: string): string => `${ROLE_REQUESTS_URL}/${encodeURIComponent(id)}/decline`;

/** GET /api/auth/role-requests: pending requests, oldest first, fresh each time the screen opens. */
export function useRoleRequests() {
  return useQuery({
    queryKey: [ROLE_REQUESTS_URL],
    queryFn: ({ signal }) => apiJson<RoleRequestsResponse>('GET', ROLE_REQUESTS_URL, undefined, { signal }),
    staleTime: 0,
  });
}

/** GET /api/technicians: the roster, read only when a technician request needs someone to link. */
export function useRosterTechnicians(enabled: boolean) {
  return useQuery({
    queryKey: [TECHNICIANS_URL],
    queryFn: ({ signal }) => apiJson<TechniciansResponse>('GET', TECHNICIANS_URL, undefined, { signal }),
    enabled,
  });
}

/** Approve or decline; either way the pending list changes, so it is read again afterwards. */
export function useDecideRoleRequest() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: [ROLE_REQUESTS_URL] });
  const approve = useMutation({
    mutationFn: ({ id, body }: { id: string; body: ApproveRoleRequest }) => apiJson<RoleRequest>('POST', approveUrl(id), body),
    onSettled,
  });
  const decline = useMutation({
    mutationFn: (id: string) => apiJson<RoleRequest>('POST', declineUrl(id)),
    onSettled,
  });
  return { approve, decline };
}
