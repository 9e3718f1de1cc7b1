import type { ReactNode } from 'react';
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createQueryClient } from '@irrigo/api-client';
import type { AuthUser, StoredUser } from '@irrigo/contracts';
import { CURRENT_USER_QUERY_KEY, logOut, useCurrentUser, useSessionStore } from './index.js';

type Answer = Pick<Response, 'ok' | 'status' | 'statusText' | 'json' | 'text'>;

function answer(status: number, body = ''): Response {
  const response: Answer = {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 401 ? 'Unauthorized' : '',
    json: async () => JSON.parse(body) as unknown,
    text: async () => body,
  };
  return response as Response;
}

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

const authUser: AuthUser = {
  id: 'u1',
  email: 'ana@riego.co',
  name: 'Ana Ruiz',
  role: 'admin',
  locationId: 'loc-1',
  organizationId: 'org-1',
  technicianId: null,
  mustChangePassword: false,
};

function wrapperWith(client = createQueryClient()) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

beforeEach(() => {
  globalThis.fetch = fetchMock as typeof fetch;
  window.localStorage.clear();
});

describe('useCurrentUser', () => {
  it('returns the signed-in user', async () => {
    fetchMock.mockResolvedValue(answer(200, JSON.stringify(authUser)));

    const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapperWith() });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(authUser);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', expect.objectContaining({ credentials: 'include' }));
  });

  it('returns null when signed out, without retrying', async () => {
    fetchMock.mockResolvedValue(answer(401, '{"statusCode":401,"code":"UNAUTHENTICATED","message":"Sign in"}'));

    const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapperWith() });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fails once, without retrying, when the server errors', async () => {
    fetchMock.mockResolvedValue(answer(500, 'boom'));

    const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapperWith() });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('500: boom');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  describe('with no signal', () => {
    afterEach(() => onlineManager.setOnline(true));

    it('still asks and fails, rather than waiting, so screens can fall back to the stored user', async () => {
      onlineManager.setOnline(false);
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

      const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapperWith() });

      await waitFor(() => expect(result.current.isError).toBe(true));
      expect(result.current.fetchStatus).toBe('idle');
    });

    it('asks again when the connection comes back', async () => {
      onlineManager.setOnline(false);
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(answer(200, JSON.stringify(authUser)));
      const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapperWith() });
      await waitFor(() => expect(result.current.isError).toBe(true));

      act(() => onlineManager.setOnline(true));

      await waitFor(() => expect(result.current.data).toEqual(authUser));
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });
  });
});

describe('logOut', () => {
  const storedAdmin: StoredUser = { id: 'u1', email: 'ana@riego.co', name: 'Ana Ruiz', role: 'admin' };

  it('clears the local session even when the logout call fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    useSessionStore.getState().signIn(storedAdmin);
    const client = createQueryClient();
    client.setQueryData(CURRENT_USER_QUERY_KEY, authUser);
    client.setQueryData(['/api/organizations/current'], { organization: { name: 'Riego Sur' } });

    await logOut(client);

    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST', credentials: 'include' }));
    expect(useSessionStore.getState().user).toBeNull();
    expect(client.getQueryData(CURRENT_USER_QUERY_KEY)).toBeNull();
    expect(client.getQueryData(['/api/organizations/current'])).toBeUndefined();
  });
});
