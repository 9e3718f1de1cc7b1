import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES } from '@irrigo/contracts';
import { setLanguage } from '@irrigo/i18n';
import { STORAGE_KEYS, useSessionStore } from '@irrigo/session';
import { renderWithProviders } from '@irrigo/test-web';
import { forgetRemoteScreens } from '../federation/remote-screen-cache.js';
import { registerRuntimeRemotes } from '../federation/remote-registry.js';
import { mockApi, officeApi, signedInAs, type ApiAnswer } from '../testing/api-mock.js';
import { resetShellState } from '../testing/shell-test-setup.js';
import { AppRoutes } from './AppRoutes.js';
import { useSessionSync } from './shell-user.js';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

/** What the gateway answers a browser whose session it cannot check (services/auth down or not ready). */
const authUnavailable: ApiAnswer = {
  status: 503,
  body: { statusCode: 503, code: 'AUTH_UNAVAILABLE', message: 'Sign-in cannot be checked right now; try again in a moment' },
};

function SessionSync() {
  useSessionSync();
  return null;
}

function renderAt(path: string, currentUser: () => ApiAnswer) {
  mockApi({ '/api/auth/user': currentUser, ...officeApi });
  return renderWithProviders(
    <>
      <SessionSync />
      <AppRoutes />
    </>,
    { url: path },
  );
}

const currentPath = () => screen.getByRole('status', { name: 'current path' });

beforeAll(() => {
  registerRuntimeRemotes({ remotes: { 'mf-auth': '/r/auth.json', 'mf-admin': '/r/a.json', 'mf-tech': '/r/t.json' }, features: {} });
});

beforeEach(async () => {
  await resetShellState();
  for (const remote of REMOTE_NAMES) forgetRemoteScreens(remote);
  loadRemoteMock.mockImplementation(async (id: string) => ({ default: () => <h1>{id}</h1> }));
});

describe('auth down is not "signed out"', () => {
  it('keeps a stored user signed in on their screen, keeps what is stored, and says the service is unavailable', async () => {
    useSessionStore.getState().signIn({ id: 'admin-1', email: 'ana@riego.co', name: 'Ana Ruiz', role: 'admin' });
    renderAt('/dashboard', () => authUnavailable);

    expect(await screen.findByRole('heading', { name: 'mf_admin/Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText(/You're still signed in, but some screens may not load/)).toBeInTheDocument();
    expect(screen.getByText('Service unavailable')).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/dashboard');
    expect(useSessionStore.getState().user).toMatchObject({ id: 'admin-1' });
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).not.toBeNull();
  });

  it('shows a session it cannot check "service unavailable" instead of the sign-in page, and lets the person in once auth is back', async () => {
    let answer: ApiAnswer = authUnavailable;
    renderAt('/dashboard', () => answer);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Service unavailable' })).toBeInTheDocument();
    expect(within(alert).getByText("We can't check your sign-in right now. You're still signed in: try again in a moment.")).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/dashboard');
    expect(loadRemoteMock).not.toHaveBeenCalled();

    answer = signedInAs('admin');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'mf_admin/Dashboard' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/dashboard');
  });

  it('says so in Spanish too', async () => {
    await act(() => setLanguage('es'));
    renderAt('/tech-dashboard', () => authUnavailable);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Servicio no disponible' })).toBeInTheDocument();
    expect(within(alert).getByText(/Tu sesión sigue iniciada/)).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/tech-dashboard');
  });

  it('still sends a guest to sign in when the server says nobody is signed in (401)', async () => {
    renderAt('/dashboard', () => ({ status: 401, body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign in' } }));
    await waitFor(() => expect(currentPath()).toHaveTextContent('/admin-login'));
  });
});
