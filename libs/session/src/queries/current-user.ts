import { queryOptions, useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { AuthUser } from '@irrigo/contracts';
import { apiRequest, getQueryFn, isApiError } from '@irrigo/api-client';
import { isSignOutPending, rememberPendingSignOut, sessionStarted } from '../pending-sign-out.js';
import { useSessionStore } from '../session-store.js';

/** GET /api/auth/user: who is signed in. The one source of truth for it on the page. */
export const CURRENT_USER_QUERY_KEY = ['/api/auth/user'] as const;

const askServer = getQueryFn<AuthUser>({ on401: 'returnNull' });

/**
 * Ends on the server a sign-out made on this device with no signal. Until the server has heard it, the person
 * stays signed out here: the next person to open the app on a shared iPad must not find the previous
 * technician signed in.
 */
async function sendPendingSignOut(): Promise<void> {
  try {
    await apiRequest('POST', '/api/auth/logout');
  } catch (error) {
    // No answer at all: still no signal, try again next time. Any answer means the server has dealt with the session.
    if (!isApiError(error)) return;
  }
  sessionStarted();
}

/**
 * AuthUser, or null when signed out (401) or signed out on this device while offline. A 503 AUTH_UNAVAILABLE
 * or a network failure rejects.
 */
export const fetchCurrentUser: typeof askServer = async (context) => {
  if (!isSignOutPending()) return askServer(context);
  await sendPendingSignOut();
  return null;
};

/**
 * The server's view of who is signed in: AuthUser, or null when signed out (401). Never retried. A 503
 * AUTH_UNAVAILABLE (the session cannot be checked right now) is an error, not null: it signs nobody out.
 * Always asked, even when the browser says it is offline ('offlineFirst'): a paused query would stay
 * pending with no error, and every screen that falls back to the stored user on an error would wait
 * for the signal instead. A query with no answer yet is refetched when the connection comes back.
 */
export const currentUserQueryOptions = queryOptions<AuthUser | null>({
  queryKey: CURRENT_USER_QUERY_KEY,
  queryFn: fetchCurrentUser,
  retry: false,
  networkMode: 'offlineFirst',
});

export function useCurrentUser(): UseQueryResult<AuthUser | null> {
  return useQuery(currentUserQueryOptions);
}

/**
 * Ends the session (spec §7 POST /api/auth/logout): a failed call is logged and ignored, local state is
 * cleared regardless. With the query client, the current user becomes null and every other cached
 * answer is dropped so the next person on the device never sees the previous one's data.
 */
export async function logOut(queryClient?: QueryClient): Promise<void> {
  try {
    await apiRequest('POST', '/api/auth/logout');
  } catch (error) {
    // With no answer at all (no signal) the server never heard it: it is sent when the current user is next asked.
    if (!isApiError(error)) rememberPendingSignOut();
    console.warn('Logout request failed; clearing the local session anyway', error);
  }
  useSessionStore.getState().signOut();
  if (queryClient) {
    // An answer still on its way would speak for the session that just ended.
    await queryClient.cancelQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_QUERY_KEY[0] });
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
  }
}
