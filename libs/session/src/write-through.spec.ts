import { QueryObserver } from '@tanstack/react-query';
import { STORAGE_KEYS } from './storage-keys.js';
import { createQueryClient } from '@irrigo/api-client';
import type { AuthUser, Location, StoredTechnician, StoredUser } from '@irrigo/contracts';
import {
  AVAILABLE_LOCATIONS_QUERY_KEY,
  CURRENT_ORGANIZATION_QUERY_KEY,
  CURRENT_USER_QUERY_KEY,
  currentUserQueryOptions,
  readPersistedSession,
  useSessionStore,
  writeThroughSession,
} from './index.js';

const serverUser = (overrides: Partial<AuthUser> = {}): AuthUser => ({
  id: 'u1',
  email: 'ana@riego.co',
  name: 'Ana Ruiz',
  role: 'admin',
  locationId: null,
  organizationId: 'org-1',
  technicianId: null,
  mustChangePassword: false,
  ...overrides,
});
const storedAdmin: StoredUser = { id: 'u1', email: 'ana@riego.co', name: 'Ana Ruiz', role: 'admin', organizationName: 'Riego Sur' };
const storedTechnician: StoredTechnician = { id: 'tech-7', email: 'luis@riego.co', firstName: 'Luis', lastName: 'Ortega Pérez', role: 'technician' };
const place = (id: string, name: string): Location => ({ id, name, address: null, city: null, state: null, zipCode: null });

const stored = (key: string): unknown => JSON.parse(window.localStorage.getItem(key) ?? 'null');

function answer(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  return { ok: status < 300, status, statusText: '', json: async () => JSON.parse(text) as unknown, text: async () => text } as Response;
}

let client = createQueryClient();
let stop: () => void = () => undefined;

beforeEach(() => {
  window.localStorage.clear();
  useSessionStore.setState({ ...readPersistedSession() });
  client = createQueryClient();
  stop = writeThroughSession(client);
});
afterEach(() => stop());

describe('who is signed in, written through from the current-user query', () => {
  it('the server naming an office user stores that user and forgets a technician left on the device', () => {
    useSessionStore.getState().signInTechnician(storedTechnician);

    client.setQueryData(CURRENT_USER_QUERY_KEY, serverUser({ name: 'Ana María Ruiz' }));

    expect(stored(STORAGE_KEYS.user)).toEqual({ id: 'u1', email: 'ana@riego.co', name: 'Ana María Ruiz', role: 'admin' });
    expect(window.localStorage.getItem(STORAGE_KEYS.technicianAuth)).toBeNull();
  });

  it('keeps the organization name of the same stored user, and fills it from the organization answer', () => {
    useSessionStore.getState().signIn(storedAdmin);
    client.setQueryData(CURRENT_USER_QUERY_KEY, serverUser());
    expect(stored(STORAGE_KEYS.user)).toEqual(storedAdmin);

    client.setQueryData(CURRENT_ORGANIZATION_QUERY_KEY, { organization: { id: 'org-1', name: 'Riegos del Sol', type: 'independent' } });

    expect(stored(STORAGE_KEYS.user)).toEqual({ ...storedAdmin, organizationName: 'Riegos del Sol' });
  });

  it('the server naming a technician (a cookie-only sign-in) stores technicianAuth, and keeps the one the login stored', () => {
    client.setQueryData(
      CURRENT_USER_QUERY_KEY,
      serverUser({ id: 'acc-9', name: 'Luis Ortega Pérez', email: 'luis@riego.co', role: 'technician', technicianId: 'tech-7' }),
    );
    expect(stored(STORAGE_KEYS.technicianAuth)).toEqual(storedTechnician);

    useSessionStore.getState().signInTechnician({ ...storedTechnician, firstName: 'Luis Alberto', lastName: 'Ortega' });
    client.setQueryData(
      CURRENT_USER_QUERY_KEY,
      serverUser({ id: 'acc-9', name: 'Luis Alberto Ortega', email: 'luis@riego.co', role: 'technician', technicianId: 'tech-7' }),
    );
    expect(stored(STORAGE_KEYS.technicianAuth)).toMatchObject({ firstName: 'Luis Alberto', lastName: 'Ortega' });
  });

  it('the server saying signed out (401) clears the stored user, the technician and the prompt flag', async () => {
    useSessionStore.getState().signIn(storedAdmin);
    window.localStorage.setItem(STORAGE_KEYS.passwordChangeShown, 'true');
    globalThis.fetch = jest.fn(async () => answer(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign in' }));

    await client.fetchQuery(currentUserQueryOptions);

    expect(useSessionStore.getState()).toMatchObject({ user: null, technician: null });
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.passwordChangeShown)).toBeNull();
  });

  it('auth being unavailable (503) clears nothing: the person stays signed in on the stored entry', async () => {
    useSessionStore.getState().signIn(storedAdmin);
    globalThis.fetch = jest.fn(async () => answer(503, { statusCode: 503, code: 'AUTH_UNAVAILABLE', message: 'down' }));

    await expect(client.fetchQuery(currentUserQueryOptions)).rejects.toMatchObject({ status: 503 });

    expect(useSessionStore.getState().user).toEqual(storedAdmin);
    expect(stored(STORAGE_KEYS.user)).toEqual(storedAdmin);
  });

  it('a sign-in by a screen asks the server again; a sign-out does not', async () => {
    const fetchMock = jest.fn(async () => answer(200, serverUser({ id: 'u2' })));
    globalThis.fetch = fetchMock;
    client.setQueryData(CURRENT_USER_QUERY_KEY, null);
    // A screen on the page reads who is signed in (a cached "signed out").
    const stopReading = new QueryObserver(client, currentUserQueryOptions).subscribe(() => undefined);

    useSessionStore.getState().signIn({ ...storedAdmin, id: 'u2' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', expect.anything());

    fetchMock.mockClear();
    useSessionStore.getState().signOut();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).not.toHaveBeenCalled();
    stopReading();
  });
});

describe('the selected location, written through from the available locations', () => {
  const locations = [place('loc-1', 'Tampa'), place('loc-2', 'Main Office'), place('loc-3', 'Orlando')];

  it('waits for the user before defaulting, so their own location wins even when the locations come first', async () => {
    let signIn: (user: AuthUser) => void = () => undefined;
    globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => (signIn = (user) => resolve(answer(200, user)))));
    const asked = client.fetchQuery(currentUserQueryOptions);

    client.setQueryData(AVAILABLE_LOCATIONS_QUERY_KEY, { locations });
    expect(useSessionStore.getState().selectedLocationId).toBeNull();

    signIn(serverUser({ locationId: 'loc-3' }));
    await asked;
    expect(window.localStorage.getItem(STORAGE_KEYS.selectedLocationId)).toBe('loc-3');
  });

  it('replaces a stored choice that is no longer available, and keeps one that is', () => {
    client.setQueryData(CURRENT_USER_QUERY_KEY, serverUser());
    useSessionStore.getState().setSelectedLocationId('closed-branch');
    client.setQueryData(AVAILABLE_LOCATIONS_QUERY_KEY, { locations });
    expect(useSessionStore.getState().selectedLocationId).toBe('loc-2');

    useSessionStore.getState().setSelectedLocationId('loc-1');
    client.setQueryData(AVAILABLE_LOCATIONS_QUERY_KEY, { locations });
    expect(window.localStorage.getItem(STORAGE_KEYS.selectedLocationId)).toBe('loc-1');
  });
});
