import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamAccount, TeamAccountsResponse, UpdateTeamAccountRequest } from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';

export const TEAM_ACCOUNTS_URL = '/api/auth/accounts';

export const accountUrl = (id: string): string => `${TEAM_ACCOUNTS_URL}/${encodeURIComponent(id)}`;
export const disableUrl = (id: string): string => `${accountUrl(id)}/disable`;
export const enableUrl = (id: string): string => `${accountUrl(id)}/enable`;

/** GET /api/auth/accounts: the organization's accounts by name, fresh each time the screen opens. */
export function useTeamAccounts() {
  return useQuery({
    queryKey: [TEAM_ACCOUNTS_URL],
    queryFn: ({ signal }) => apiJson<TeamAccountsResponse>('GET', TEAM_ACCOUNTS_URL, undefined, { signal }),
    staleTime: 0,
  });
}

/**
 * Changing an account's role or location, disabling and enabling it. Each answers the account as it now is,
 * which replaces it in the list at once; the list is then read again, since someone else may be at it too.
 */
export function useChangeTeamAccount() {
  const queryClient = useQueryClient();
  const onSuccess = (account: TeamAccount) =>
    queryClient.setQueryData<TeamAccountsResponse>(
      [TEAM_ACCOUNTS_URL],
      (list) => list && { accounts: list.accounts.map((candidate) => (candidate.id === account.id ? account : candidate)) },
    );
  const onSettled = () => queryClient.invalidateQueries({ queryKey: [TEAM_ACCOUNTS_URL] });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateTeamAccountRequest }) => apiJson<TeamAccount>('PATCH', accountUrl(id), body),
    onSuccess,
    onSettled,
  });
  const disable = useMutation({
    mutationFn: (id: string) => apiJson<TeamAccount>('POST', disableUrl(id)),
    onSuccess,
    onSettled,
  });
  const enable = useMutation({
    mutationFn: (id: string) => apiJson<TeamAccount>('POST', enableUrl(id)),
    onSuccess,
    onSettled,
  });
  return { update, disable, enable };
}
