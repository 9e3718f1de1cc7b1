import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLoginResponse, LoginRequest } from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';
import { CURRENT_USER_QUERY_KEY, useSessionStore } from '@irrigo/session';

export const logInAdmin = (request: LoginRequest): Promise<AdminLoginResponse> => apiJson<AdminLoginResponse>('POST', '/api/admin/login', request);

/** POST /api/admin/login; on success stores the user entry and refreshes the current-user query. */
export function useLogInAdmin() {
  const queryClient = useQueryClient();
  const signIn = useSessionStore((state) => state.signIn);
  return useMutation({
    mutationFn: logInAdmin,
    onSuccess: async (admin) => {
      signIn({ id: admin.id, email: admin.email, name: admin.fullName, role: admin.role, organizationName: admin.organizationName });
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}
