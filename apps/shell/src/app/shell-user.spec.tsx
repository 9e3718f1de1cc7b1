import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createQueryClient } from '@irrigo/api-client';
import { STORAGE_KEYS, useSessionStore } from '@irrigo/session';
import { mockApi, signedInAs, signedOut, type ApiAnswer } from '../testing/api-mock.js';
import { resetShellState } from '../testing/shell-test-setup.js';
import { useSessionSync, useShellSession } from './shell-user.js';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

function useSyncedSession() {
  useSessionSync();
  return useShellSession();
}

beforeEach(resetShellState);

describe('useShellSession with useSessionSync', () => {
  it('shows a technician signed in through technician login with the technician role', async () => {
    mockApi({ '/api/auth/user': 'never' });
    useSessionStore.getState().signInTechnician({ id: 't1', email: 'luis@riego.co', firstName: 'Luis', lastName: 'Peña', role: 'technician' });

    const { result } = renderHook(useSyncedSession, { wrapper });

    expect(result.current).toEqual({
      status: 'signed-in',
      user: { id: 't1', name: 'Luis Peña', email: 'luis@riego.co', role: 'technician', locationId: null },
    });
  });

  it('asks the server again when a remote signs someone in, instead of trusting the old "signed out"', async () => {
    let answer: ApiAnswer = signedOut;
    mockApi({ '/api/auth/user': () => answer });
    const { result } = renderHook(useSyncedSession, { wrapper });
    await waitFor(() => expect(result.current.status).toBe('signed-out'));

    answer = signedInAs('admin');
    act(() => useSessionStore.getState().signIn({ id: 'admin-1', email: 'admin@riego.co', name: 'Ana Ruiz', role: 'admin' }));

    expect(result.current.status).toBe('signed-in');
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'signed-in', user: { role: 'admin' } }));
    expect(useSessionStore.getState().user).not.toBeNull();
  });

  it('forgets a stored user the server no longer knows (expired session)', async () => {
    mockApi({ '/api/auth/user': signedOut });
    useSessionStore.getState().signIn({ id: 'u1', email: 'ana@riego.co', name: 'Ana Ruiz', role: 'admin' });

    const { result } = renderHook(useSyncedSession, { wrapper });

    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    expect(useSessionStore.getState().user).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });
});
