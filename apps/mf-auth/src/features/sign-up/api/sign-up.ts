import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LoginRequest,
  MessageResponse,
  RoleSelectionRequest,
  RoleSelectionResponse,
  SignUpConfirmRequest,
  SignUpRequest,
  SignUpUserResponse,
} from '@irrigo/contracts';
import { apiJson, getQueryFn } from '@irrigo/api-client';
import { CURRENT_USER_QUERY_KEY, sessionStarted } from '@irrigo/session';

/** GET /api/auth/role: who is signed in on these screens, role or not yet (null when nobody is). */
export const SIGNED_UP_USER_QUERY_KEY = ['/api/auth/role'] as const;

export function useSignedUpUser() {
  return useQuery<SignUpUserResponse | null>({ queryKey: SIGNED_UP_USER_QUERY_KEY, queryFn: getQueryFn<SignUpUserResponse>({ on401: 'returnNull' }) });
}

/**
 * After a sign-in both the shell's current user and this screen's view of it are out of date. The shell's
 * answer is refreshed first: this screen moves on to /dashboard as soon as it learns of a role, and the
 * shell's guard must not meet the old "signed out" there.
 */
function useRefreshSignedIn() {
  const queryClient = useQueryClient();
  return async (answer: SignUpUserResponse) => {
    // The new session replaces any sign-out this device made offline and never got to send.
    sessionStarted();
    await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    queryClient.setQueryData(SIGNED_UP_USER_QUERY_KEY, answer);
  };
}

export function useSignUp() {
  return useMutation({ mutationFn: (request: SignUpRequest) => apiJson<MessageResponse>('POST', '/api/auth/sign-up', request) });
}

export function useConfirmSignUp() {
  const refresh = useRefreshSignedIn();
  return useMutation({
    mutationFn: (request: SignUpConfirmRequest) => apiJson<SignUpUserResponse>('POST', '/api/auth/sign-up/confirm', request),
    onSuccess: refresh,
  });
}

export function useSignIn() {
  const refresh = useRefreshSignedIn();
  return useMutation({ mutationFn: (request: LoginRequest) => apiJson<SignUpUserResponse>('POST', '/api/auth/sign-in', request), onSuccess: refresh });
}

export function useChooseRole() {
  return useMutation({ mutationFn: (request: RoleSelectionRequest) => apiJson<RoleSelectionResponse>('POST', '/api/auth/role', request) });
}
