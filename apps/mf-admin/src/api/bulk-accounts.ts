import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BulkAccountCandidatesResponse, BulkAccountsRequest, BulkAccountsResponse } from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';

export const CANDIDATES_URL = '/api/admin/bulk-accounts/candidates';
export const BULK_ACCOUNTS_URL = '/api/admin/bulk-accounts';

/** GET /api/admin/bulk-accounts/candidates: the roster with account states, fresh each time the screen opens. */
export function useCandidates() {
  return useQuery({
    queryKey: [CANDIDATES_URL],
    queryFn: ({ signal }) => apiJson<BulkAccountCandidatesResponse>('GET', CANDIDATES_URL, undefined, { signal }),
    staleTime: 0,
  });
}

/** POST /api/admin/bulk-accounts; the roster's states change, so it is read again afterwards. */
export function useCreateAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BulkAccountsRequest) => apiJson<BulkAccountsResponse>('POST', BULK_ACCOUNTS_URL, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [CANDIDATES_URL] }),
  });
}
