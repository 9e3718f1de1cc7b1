import type { AuthUser } from '@irrigo/contracts';
import { useCurrentUser, useSessionStore } from '@irrigo/session';

/**
 * Whose data the device store reads and writes: the id of the sign-in this device holds. For a technician it
 * is their roster id (else their account id), exactly the id of the technician saved on the device
 * (technicianAuth), so the same key is known with no signal; for an admin or a manager on the field screens,
 * their account id. Keying by the person rather than clearing one shared copy means a second technician on
 * the same iPad can never read the first one's rows, even before anything is cleared.
 */
export function deviceOwnerOf(user: AuthUser): string {
  return user.role === 'technician' ? (user.technicianId ?? user.id) : user.id;
}

/** The signed-in person's owner id; null when nobody is signed in on this device. */
export function useDeviceOwner(): string | null {
  const { data: user } = useCurrentUser();
  const storedTechnician = useSessionStore((state) => state.technician);
  const storedUser = useSessionStore((state) => state.user);
  if (user) return deviceOwnerOf(user);
  // The server said nobody is signed in: the device's entries are being cleared, and its data is no one's.
  if (user === null) return null;
  return storedTechnician?.id ?? storedUser?.id ?? null;
}
