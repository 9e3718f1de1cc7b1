import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createQueryClient } from '@irrigo/api-client';
import type { AuthUser, StoredTechnician } from '@irrigo/contracts';
import { logOut, useCurrentUser, useSessionStore } from './index.js';
import { STORAGE_KEYS } from './storage-keys.js';

const technician: StoredTechnician = { id: 't1', email: 'luis@riego.co', firstName: 'Luis', lastName: 'Ortega' } as StoredTechnician;
const authUser: AuthUser = {
  id: 'u7',
  email: 'luis@riego.co',
  name: 'Luis Ortega',
  role: 'technician',
  locationId: null,
  organizationId: 'org-1',
  technicianId: 't1',
  mustChangePassword: false,
};

/** A fetch answer as the code under test reads it (jsdom has no Response). */
function answer(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  const response: Pick<Response, 'ok' | 'status' | 'statusText' | 'json' | 'text' | 'body'> = {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    json: async () => JSON.parse(text) as unknown,
    text: async () => text,
    body: null,
  };
  return response as Response;
}

const noSignal = () => Promise.reject(new TypeError('Failed to fetch'));
const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

function askWhoIsSignedIn() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useCurrentUser(), { wrapper }).result;
}

beforeEach(() => {
  globalThis.fetch = fetchMock as typeof fetch;
  window.localStorage.clear();
  useSessionStore.getState().signInTechnician(technician);
});

describe('a sign-out made with no signal', () => {
  it('signs the technician out on the device at once and remembers to tell the server', async () => {
    fetchMock.mockImplementation(noSignal);

    await logOut();

    expect(useSessionStore.getState().technician).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.pendingSignOut)).not.toBeNull();
  });

  it('keeps nobody signed in while the server cannot be told, even though the browser still has the session cookie', async () => {
    fetchMock.mockImplementation(noSignal);
    await logOut();
    fetchMock.mockClear();

    const result = askWhoIsSignedIn();

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
    // The server was not asked who is signed in: it would still have answered with the technician.
    expect(calls()).toEqual(['POST /api/auth/logout']);
    expect(window.localStorage.getItem(STORAGE_KEYS.pendingSignOut)).not.toBeNull();
  });

  it('is sent once the signal is back, and then the server is asked as usual', async () => {
    fetchMock.mockImplementation(noSignal);
    await logOut();
    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(answer(200, { message: 'Logged out' }));

    const first = askWhoIsSignedIn();
    await waitFor(() => expect(first.current.isSuccess).toBe(true));
    expect(first.current.data).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.pendingSignOut)).toBeNull();

    fetchMock.mockResolvedValueOnce(answer(200, authUser));
    const next = askWhoIsSignedIn();
    await waitFor(() => expect(next.current.isSuccess).toBe(true));
    expect(next.current.data).toEqual(authUser);
    expect(calls()).toEqual(['POST /api/auth/logout', 'GET /api/auth/user']);
  });

  it('is dropped when someone signs in again: the new session is never ended by the old sign-out', async () => {
    fetchMock.mockImplementation(noSignal);
    await logOut();

    useSessionStore.getState().signInTechnician(technician);

    expect(window.localStorage.getItem(STORAGE_KEYS.pendingSignOut)).toBeNull();
  });

  it('is not remembered when the server answered the sign-out, even with an error', async () => {
    fetchMock.mockResolvedValue(answer(500, { statusCode: 500, code: 'INTERNAL', message: 'x' }));

    await logOut();

    expect(window.localStorage.getItem(STORAGE_KEYS.pendingSignOut)).toBeNull();
  });
});
