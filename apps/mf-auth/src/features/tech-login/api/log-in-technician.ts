import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, TechnicianLoginResponse } from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';
import { CURRENT_USER_QUERY_KEY, useSessionStore } from '@irrigo/session';

export const logInTechnician = (request: LoginRequest): Promise<TechnicianLoginResponse> =>
  apiJson<TechnicianLoginResponse>('POST', '/api/auth/technician/login', request);

/** POST /api/auth/technician/login; on success keeps the technician (localStorage technicianAuth). */
export function useLogInTechnician() {
  const queryClient = useQueryClient();
  const signInTechnician = useSessionStore((state) => state.signInTechnician);
  return useMutation({
    mutationFn: logInTechnician,
    onSuccess: async ({ technician }) => {
      signInTechnician(technician);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}
