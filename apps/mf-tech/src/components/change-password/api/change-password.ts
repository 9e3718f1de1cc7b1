import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeTechnicianPasswordRequest } from '@irrigo/contracts';
import { apiRequest } from '@irrigo/api-client';
import { CURRENT_USER_QUERY_KEY } from '@irrigo/session';

export const CHANGE_PASSWORD_URL = '/api/auth/technician/change-password';

/**
 * POST /api/auth/technician/change-password: the server changes the signed-in technician's password
 * (the e-mail in the body is the original client's and does not choose the account). The current user is
 * asked for again so "change your default password" notices go away.
 */
export function useChangeTechnicianPassword() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, ChangeTechnicianPasswordRequest>({
    mutationFn: async (request) => {
      await apiRequest('POST', CHANGE_PASSWORD_URL, request);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}
