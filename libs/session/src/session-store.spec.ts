import { STORAGE_KEYS } from './storage-keys.js';
import type { StoredTechnician, StoredUser } from '@irrigo/contracts';

type SessionModule = typeof import('./index.js');

const admin: StoredUser = { id: 'u1', email: 'ana@riego.co', name: 'Ana Ruiz', role: 'admin', organizationName: 'Riego Sur' };
const technician: StoredTechnician = { id: 't1', email: 'luis@riego.co', firstName: 'Luis', lastName: 'Peña', role: 'technician' };

/** A fresh copy of the lib, as on a new page load, so the store reads localStorage again. */
async function loadSession(): Promise<SessionModule> {
  let session: SessionModule | undefined;
  await jest.isolateModulesAsync(async () => {
    session = await import('./index.js');
  });
  if (!session) throw new Error('session module did not load');
  return session;
}

beforeEach(() => window.localStorage.clear());

describe('restoring on load', () => {
  it('restores the stored user, technician and selected location', async () => {
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(admin));
    window.localStorage.setItem(STORAGE_KEYS.technicianAuth, JSON.stringify(technician));
    window.localStorage.setItem(STORAGE_KEYS.selectedLocationId, 'loc-9');

    const { useSessionStore } = await loadSession();

    expect(useSessionStore.getState()).toMatchObject({ user: admin, technician, selectedLocationId: 'loc-9', connectivity: 'checking' });
  });

  it('discards and removes a stored user that is not valid JSON', async () => {
    window.localStorage.setItem(STORAGE_KEYS.user, '{"id": "u1",');

    const { useSessionStore } = await loadSession();

    expect(useSessionStore.getState().user).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('discards and removes stored entries of the wrong shape', async () => {
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 'u1', role: 'owner' }));
    window.localStorage.setItem(STORAGE_KEYS.technicianAuth, JSON.stringify({ ...technician, role: 'admin' }));

    const { useSessionStore } = await loadSession();

    expect(useSessionStore.getState()).toMatchObject({ user: null, technician: null });
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.technicianAuth)).toBeNull();
  });
});

describe('actions', () => {
  it('signIn stores the user for the next visit', async () => {
    const { useSessionStore } = await loadSession();

    useSessionStore.getState().signIn(admin);

    expect(useSessionStore.getState().user).toEqual(admin);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(admin);
  });

  it('a sign-in forgets whoever was signed in before on this device', async () => {
    const { useSessionStore } = await loadSession();

    useSessionStore.getState().signInTechnician(technician);
    useSessionStore.getState().signIn(admin);
    expect(useSessionStore.getState()).toMatchObject({ user: admin, technician: null });
    expect(window.localStorage.getItem(STORAGE_KEYS.technicianAuth)).toBeNull();

    useSessionStore.getState().signInTechnician(technician);
    expect(useSessionStore.getState()).toMatchObject({ user: null, technician });
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('signOut clears the user, the technician and the password-prompt flag but keeps the location', async () => {
    const { useSessionStore } = await loadSession();
    const store = useSessionStore.getState();
    store.signIn(admin);
    store.signInTechnician(technician);
    store.setSelectedLocationId('loc-1');
    window.localStorage.setItem(STORAGE_KEYS.passwordChangeShown, 'true');

    useSessionStore.getState().signOut();

    expect(useSessionStore.getState()).toMatchObject({ user: null, technician: null, selectedLocationId: 'loc-1' });
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.technicianAuth)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.passwordChangeShown)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.selectedLocationId)).toBe('loc-1');
  });

  it('clearTechnician forgets the technician and the prompt flag only', async () => {
    const { useSessionStore } = await loadSession();
    useSessionStore.getState().signInTechnician(technician);
    useSessionStore.setState({ user: admin });
    window.localStorage.setItem(STORAGE_KEYS.passwordChangeShown, 'true');

    useSessionStore.getState().clearTechnician();

    expect(useSessionStore.getState()).toMatchObject({ user: admin, technician: null });
    expect(window.localStorage.getItem(STORAGE_KEYS.passwordChangeShown)).toBeNull();
  });

  it('setSelectedLocationId keeps the choice, and null forgets it', async () => {
    const { useSessionStore } = await loadSession();

    useSessionStore.getState().setSelectedLocationId('loc-2');
    expect(window.localStorage.getItem(STORAGE_KEYS.selectedLocationId)).toBe('loc-2');

    useSessionStore.getState().setSelectedLocationId(null);
    expect(useSessionStore.getState().selectedLocationId).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.selectedLocationId)).toBeNull();
  });
});
