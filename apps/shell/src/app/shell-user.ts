import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isAuthUnavailable } from '@irrigo/api-client';
import type { AuthUser, Role, StoredTechnician, StoredUser } from '@irrigo/contracts';
import { useCurrentUser, useSessionStore, useSessionWriteThrough } from '@irrigo/session';
import { dismissToast, toast } from '@irrigo/ui';

/** Who the shell shows as signed in: the server's user, or the stored entry until the server answers. */
export interface ShellUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  locationId: string | null;
  organizationName?: string;
}

export type ShellSession =
  /** Nothing stored and the server has not answered yet: guarded screens wait (no login-page flash). */
  | { status: 'loading' }
  | { status: 'signed-out' }
  /**
   * The browser carries a session that services/auth cannot check right now (503 AUTH_UNAVAILABLE) and
   * nothing is stored to show: neither signed in nor signed out, so guarded screens say the service is
   * unavailable instead of sending the person to a sign-in page.
   */
  | { status: 'unavailable' }
  | { status: 'signed-in'; user: ShellUser };

function fromStoredUser(user: StoredUser): ShellUser {
  return { id: user.id, name: user.name, email: user.email, role: user.role, locationId: null, organizationName: user.organizationName };
}

function fromStoredTechnician(technician: StoredTechnician): ShellUser {
  const name = `${technician.firstName} ${technician.lastName}`.trim() || technician.email;
  return { id: technician.id, name, email: technician.email, role: 'technician', locationId: null };
}

function fromAuthUser(user: AuthUser, stored: ShellUser | null): ShellUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    locationId: user.locationId,
    organizationName: stored?.organizationName,
  };
}

interface CurrentUserAnswer {
  data: AuthUser | null | undefined;
  isError: boolean;
  isFetching: boolean;
  /** The error is 503 AUTH_UNAVAILABLE: a session exists, it cannot be checked right now. */
  authUnavailable?: boolean;
}

/**
 * The rule, in order: the server's answer decides; while a sign-in is being confirmed (stored entry
 * present, server re-asked) the stored entry stands; when the server cannot be reached the stored entry
 * keeps the field crew working (spec §4 fallback), and with nothing stored a session auth cannot check is
 * "unavailable", never "signed out"; before the first answer the stored entry paints the page, and with
 * nothing stored the page waits.
 */
export function resolveShellSession(answer: CurrentUserAnswer, stored: ShellUser | null): ShellSession {
  if (answer.data) return { status: 'signed-in', user: fromAuthUser(answer.data, stored) };
  if (answer.data === null) return answer.isFetching && stored ? { status: 'signed-in', user: stored } : { status: 'signed-out' };
  if (answer.isError) return stored ? { status: 'signed-in', user: stored } : answer.authUnavailable ? { status: 'unavailable' } : { status: 'signed-out' };
  return stored ? { status: 'signed-in', user: stored } : { status: 'loading' };
}

function useStoredShellUser(): ShellUser | null {
  const user = useSessionStore((state) => state.user);
  const technician = useSessionStore((state) => state.technician);
  if (user) return fromStoredUser(user);
  if (technician) return fromStoredTechnician(technician);
  return null;
}

/** The signed-in user as the shell's guards, menus and top bar see it. */
export function useShellSession(): ShellSession {
  const answer = useCurrentUser();
  const stored = useStoredShellUser();
  return resolveShellSession(
    { data: answer.data, isError: answer.isError, isFetching: answer.isFetching, authUnavailable: isAuthUnavailable(answer.error) },
    stored,
  );
}

/**
 * Keeps the stored entry and the server's answer in step; mounted once by the App.
 * - The session write-through (@irrigo/session) writes the stored entries from the current-user query,
 *   clears them when the server says "signed out", and asks the server again after a sign-in in a remote.
 * - The server saying it cannot check the session (503 AUTH_UNAVAILABLE) clears nothing: a signed-in person
 *   stays signed in and is told the service is unavailable.
 */
export function useSessionSync(): void {
  useSessionWriteThrough();
  const answer = useCurrentUser();
  const { t } = useTranslation('shell');
  const authUnavailable = isAuthUnavailable(answer.error);

  // With something stored the screens go on; say once why the server's answers may fail for a while.
  useEffect(() => {
    if (!authUnavailable) return;
    const { user, technician } = useSessionStore.getState();
    if (!user && !technician) return;
    const notice = toast({ title: t('authUnavailable.title'), description: t('authUnavailable.signedInNotice'), variant: 'warning' });
    return () => dismissToast(notice.id);
  }, [authUnavailable, t]);
}
