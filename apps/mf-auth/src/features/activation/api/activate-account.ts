import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivateAccountRequest, ActivateAccountResponse } from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';
import { CURRENT_USER_QUERY_KEY, useSessionStore } from '@irrigo/session';

export const ACTIVATE_URL = '/api/auth/activate';

/** POST /api/auth/activate; on success the technician is signed in (localStorage technicianAuth). */
export function useActivateAccount() {
  const queryClient = useQueryClient();
  const signInTechnician = useSessionStore((state) => state.signInTechnician);
  return useMutation({
    mutationFn: (request: ActivateAccountRequest) => apiJson<ActivateAccountResponse>('POST', ACTIVATE_URL, request),
    onSuccess: async ({ technician }) => {
      signInTechnician(technician);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}
