import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AuthUser, Role, StoredTechnician } from '@irrigo/contracts';
import { CURRENT_USER_QUERY_KEY, useConnectivity, useCurrentUser, useSessionStore } from '@irrigo/session';

export interface TechnicianProfile {
  firstName: string;
  fullName: string;
  email: string;
  role: Role;
  /** From the server only; the profile saved on the device cannot tell. */
  mustChangePassword: boolean;
}

export type TechnicianProfileState =
  | { status: 'loading' }
  /** Nobody to show: the server says signed out, or it cannot be reached and nothing is saved on the device. */
  | { status: 'signed-out' }
  | { status: 'ready'; source: 'server' | 'device'; profile: TechnicianProfile };

function fromServer(user: AuthUser): TechnicianProfile {
  const fullName = user.name.trim();
  return {
    firstName: fullName.split(/\s+/)[0] ?? fullName,
    fullName,
    email: user.email,
    role: user.role,
    mustChangePassword: user.mustChangePassword,
  };
}

function fromDevice(technician: StoredTechnician): TechnicianProfile {
  return {
    firstName: technician.firstName,
    fullName: `${technician.firstName} ${technician.lastName}`.trim(),
    email: technician.email,
    role: technician.role,
    mustChangePassword: false,
  };
}

/**
 * TanStack Query refetches on reconnect when the browser reports the connection back; a yard Wi-Fi with no
 * internet never goes offline for the browser, only for the health check. When the health check comes
 * back and the server has not answered who is signed in yet, ask again, unless a refetch is on its way.
 */
function useAskAgainWhenBackOnline(): void {
  const queryClient = useQueryClient();
  const connectivity = useConnectivity();
  useEffect(() => {
    if (connectivity !== 'online') return;
    const state = queryClient.getQueryState(CURRENT_USER_QUERY_KEY);
    if (state?.status === 'error' && state.fetchStatus === 'idle') void queryClient.refetchQueries({ queryKey: CURRENT_USER_QUERY_KEY, exact: true });
  }, [connectivity, queryClient]);
}

/**
 * Spec §4: ask the server for the current user; when that fails, fall back to the technician saved on this
 * device (technicianAuth); with neither, the technician has to sign in. A 401 is not a failure but an
 * answer: the session is over, so the saved technician no longer speaks for it. With no connection the
 * saved technician shows at once rather than after a request that may hang on one bar of signal.
 */
export function useTechnicianProfile(): TechnicianProfileState {
  const currentUser = useCurrentUser();
  const storedTechnician = useSessionStore((state) => state.technician);
  const connectivity = useConnectivity();
  useAskAgainWhenBackOnline();

  if (currentUser.data) return { status: 'ready', source: 'server', profile: fromServer(currentUser.data) };
  const unreachable = currentUser.isError || currentUser.fetchStatus === 'paused' || (connectivity === 'offline' && currentUser.data === undefined);
  if (unreachable && storedTechnician) return { status: 'ready', source: 'device', profile: fromDevice(storedTechnician) };
  if (currentUser.isPending) return { status: 'loading' };
  return { status: 'signed-out' };
}
