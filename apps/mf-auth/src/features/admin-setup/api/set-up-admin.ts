import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminExistsResponse, AdminSetupRequest, AdminSetupResponse } from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';
import { CURRENT_USER_QUERY_KEY, useSessionStore } from '@irrigo/session';
import { ADMIN_EXISTS_QUERY_KEY } from '../../../api/admin-exists.js';

export const setUpAdmin = (request: AdminSetupRequest): Promise<AdminSetupResponse> => apiJson<AdminSetupResponse>('POST', '/api/admin/setup', request);

/**
 * POST /api/admin/setup. On success the new admin is signed in (the service set the session cookie):
 * the user entry is stored, the current-user query is refreshed, then `onSignedIn` runs (the form navigates)
 * and only after that is setup marked done: marking it first would swap the form for the Already Set Up card
 * and unmount the screen before it could navigate.
 */
export function useSetUpAdmin(onSignedIn: () => void) {
  const queryClient = useQueryClient();
  const signIn = useSessionStore((state) => state.signIn);
  return useMutation({
    mutationFn: setUpAdmin,
    onSuccess: async (admin, request) => {
      signIn({ id: admin.id, email: admin.email, name: admin.fullName, role: 'admin', organizationName: request.organizationName });
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      onSignedIn();
      queryClient.setQueryData<AdminExistsResponse>(ADMIN_EXISTS_QUERY_KEY, { exists: true });
    },
  });
}
