import type { AuthUser, Role, StoredTechnician } from '@irrigo/contracts';
import { useCurrentUser, useSessionStore } from '@irrigo/session';

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
 * Spec §4: ask the server for the current user; when that fails, fall back to the technician saved on this
 * device (technicianAuth); with neither, the technician has to sign in. A 401 is not a failure but an
 * answer: the session is over, so the saved technician no longer speaks for it.
 */
export function useTechnicianProfile(): TechnicianProfileState {
  const currentUser = useCurrentUser();
  const storedTechnician = useSessionStore((state) => state.technician);

  if (currentUser.data) return { status: 'ready', source: 'server', profile: fromServer(currentUser.data) };
  if (currentUser.isPending) return { status: 'loading' };
  if (currentUser.isError && storedTechnician) {
    return { status: 'ready', source: 'device', profile: fromDevice(storedTechnician) };
  }
  return { status: 'signed-out' };
}
