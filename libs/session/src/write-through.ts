import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  pickDefaultLocationId,
  type AuthUser,
  type AvailableLocationsResponse,
  type CurrentOrganizationResponse,
  type StoredTechnician,
  type StoredUser,
} from '@irrigo/contracts';
import { AVAILABLE_LOCATIONS_QUERY_KEY } from './queries/available-locations.js';
import { CURRENT_ORGANIZATION_QUERY_KEY } from './queries/current-organization.js';
import { CURRENT_USER_QUERY_KEY } from './queries/current-user.js';
import { useSessionStore } from './session-store.js';

function storedTechnicianFrom(user: AuthUser, previous: StoredTechnician | null): StoredTechnician {
  const id = user.technicianId ?? user.id;
  // The device's entry keeps the first and last name as the technician login gave them.
  if (previous && previous.id === id && previous.email === user.email) return previous;
  const [firstName = '', ...rest] = user.name.trim().split(/\s+/);
  return { id, email: user.email, firstName, lastName: rest.join(' '), role: 'technician' };
}

function storedUserFrom(user: AuthUser, previous: StoredUser | null): StoredUser {
  const organizationName = previous?.id === user.id ? previous.organizationName : undefined;
  const entry: StoredUser = { id: user.id, email: user.email, name: user.name, role: user.role };
  return organizationName === undefined ? entry : { ...entry, organizationName };
}

const sameUser = (a: StoredUser | null, b: StoredUser) =>
  a !== null && a.id === b.id && a.email === b.email && a.name === b.name && a.role === b.role && a.organizationName === b.organizationName;

/** The server said who is signed in: the device's entries (stored user, technicianAuth) follow it. */
function writeCurrentUser(user: AuthUser | null): void {
  const session = useSessionStore.getState();
  if (user === null) {
    if (session.user || session.technician) session.signOut();
    return;
  }
  if (user.role === 'technician') {
    const technician = storedTechnicianFrom(user, session.technician);
    if (technician !== session.technician || session.user) session.signInTechnician(technician);
    return;
  }
  const entry = storedUserFrom(user, session.user);
  if (!sameUser(session.user, entry) || session.technician) session.signIn(entry);
}

/** The stored user entry carries its organization's name (spec §3), kept current from the server. */
function writeOrganization(answer: CurrentOrganizationResponse): void {
  const { user, signIn } = useSessionStore.getState();
  if (user && user.organizationName !== answer.organization.name) signIn({ ...user, organizationName: answer.organization.name });
}

/** Spec §4: a stored choice that is still available stands; otherwise the default location is stored. */
function writeSelectedLocation(queryClient: QueryClient): void {
  const answer = queryClient.getQueryData<AvailableLocationsResponse>(AVAILABLE_LOCATIONS_QUERY_KEY);
  // The user's own location is the first default: wait for the server to say who that is (or fail to).
  if (!answer || queryClient.getQueryState(CURRENT_USER_QUERY_KEY)?.status === 'pending') return;
  const { selectedLocationId, setSelectedLocationId } = useSessionStore.getState();
  const userLocationId = queryClient.getQueryData<AuthUser | null>(CURRENT_USER_QUERY_KEY)?.locationId;
  const chosen = pickDefaultLocationId(answer.locations, { storedId: selectedLocationId, userLocationId });
  if (chosen !== selectedLocationId) setSelectedLocationId(chosen);
}

const keyOf = (queryKey: readonly unknown[]) => queryKey[0];

/**
 * The one place where the server's answers reach localStorage, and where a sign-in reaches the server's
 * answer. "Who is signed in" is the current-user query; the spec's stored entries follow it:
 * - GET /api/auth/user answers a user: the stored user (or technicianAuth for a technician) is written from it;
 *   it answers signed out (401): both are cleared. An error (503 AUTH_UNAVAILABLE, no network) clears
 *   nothing: a signed-in person stays signed in on the stored entry (spec §4 fallback).
 * - GET /api/organizations/current gives the stored user its organization's name.
 * - GET /api/locations/available: the selected location becomes the default when the stored one is not
 *   among them (spec §4).
 * - A sign-in by a screen changes the stored entry: the current user is asked again, so a
 *   cached "signed out" never sends a freshly signed-in person back to a login page.
 * Returns the function that stops it.
 */
export function writeThroughSession(queryClient: QueryClient): () => void {
  let writing = false;
  const write = (apply: () => void) => {
    writing = true;
    try {
      apply();
    } finally {
      writing = false;
    }
  };

  const stopCache = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || (event.action.type !== 'success' && event.action.type !== 'error')) return;
    const key = keyOf(event.query.queryKey);
    const data: unknown = event.query.state.data;
    if (event.action.type === 'error') {
      if (key === CURRENT_USER_QUERY_KEY[0]) write(() => writeSelectedLocation(queryClient));
    } else if (key === CURRENT_USER_QUERY_KEY[0]) {
      write(() => {
        writeCurrentUser(data as AuthUser | null);
        writeSelectedLocation(queryClient);
      });
    } else if (key === CURRENT_ORGANIZATION_QUERY_KEY[0] && data) {
      write(() => writeOrganization(data as CurrentOrganizationResponse));
    } else if (key === AVAILABLE_LOCATIONS_QUERY_KEY[0]) {
      write(() => writeSelectedLocation(queryClient));
    }
  });

  const stopStore = useSessionStore.subscribe((state, previous) => {
    // A sign-out says itself to the query (logOut sets it to null); only a new person needs the server asked.
    const now = state.user?.id ?? state.technician?.id;
    if (writing || !now || now === (previous.user?.id ?? previous.technician?.id)) return;
    void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
  });

  return () => {
    stopCache();
    stopStore();
  };
}

/** Runs writeThroughSession on the provided query client while the calling component is mounted. */
export function useSessionWriteThrough(): void {
  const queryClient = useQueryClient();
  useEffect(() => writeThroughSession(queryClient), [queryClient]);
}

/** useSessionWriteThrough as an element, for the app's (or a test's) provider tree. */
export function SessionWriteThrough(): null {
  useSessionWriteThrough();
  return null;
}
