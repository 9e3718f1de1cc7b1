import { act, screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, ROUTE_TITLES_NAMESPACE, ROUTES } from '@irrigo/contracts';
import { i18n, setLanguage } from '@irrigo/i18n';
import { renderWithProviders } from '@irrigo/test-web';
import { forgetRemoteScreens } from '../federation/remote-screen-cache.js';
import { registerRuntimeRemotes } from '../federation/remote-registry.js';
import { mockApi, officeApi, signedInAs, signedOut, type ApiAnswer } from '../testing/api-mock.js';
import { resetShellState } from '../testing/shell-test-setup.js';
import { AppRoutes } from './AppRoutes.js';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

/** Each remote screen renders as "<remote>/<module> <section>", enough to know which screen came up. */
function FakeRemoteScreen({ id, section }: { id: string; section?: string }) {
  return <h1>{[id, section].filter(Boolean).join(' ')}</h1>;
}

function renderAt(path: string, currentUser: ApiAnswer) {
  mockApi({ '/api/auth/user': currentUser, ...officeApi });
  return renderWithProviders(<AppRoutes />, { url: path });
}

const currentPath = () => screen.getByRole('status', { name: 'current path' });

beforeAll(() => {
  registerRuntimeRemotes({ remotes: { 'mf-auth': '/remotes/mf-auth/mf-manifest.json', 'mf-admin': '/r/a.json', 'mf-tech': '/r/t.json' }, features: {} });
});

beforeEach(async () => {
  await resetShellState();
  for (const remote of REMOTE_NAMES) forgetRemoteScreens(remote);
  loadRemoteMock.mockImplementation(async (id: string) => ({
    default: ({ section }: { section?: string }) => <FakeRemoteScreen id={id} section={section} />,
  }));
});

describe('route guards', () => {
  it('sends a technician who opens /dashboard to the technician dashboard', async () => {
    renderAt('/dashboard', signedInAs('technician'));

    expect(await screen.findByRole('heading', { name: 'mf_tech/TechDashboard' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/tech-dashboard');
  });

  it('tells a supervisor that the dashboard needs admin access, inside the office frame', async () => {
    renderAt('/dashboard', signedInAs('supervisor'));

    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
    expect(screen.getByText(/available to administrators only/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('tells a supervisor that /inspection is for technicians', async () => {
    renderAt('/inspection', signedInAs('supervisor'));

    expect(await screen.findByRole('heading', { name: 'Technician Access Required' })).toBeInTheDocument();
    expect(screen.getByText(/contact your manager/)).toBeInTheDocument();
  });

  it('sends a signed-out visitor on an admin section to the admin login', async () => {
    renderAt('/customers', signedOut);

    expect(await screen.findByRole('heading', { name: 'mf_auth/AdminLogin' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/admin-login');
  });

  it('sends a signed-out visitor on any other guarded section to the technician login', async () => {
    renderAt('/inventory', signedOut);

    expect(await screen.findByRole('heading', { name: 'mf_auth/TechLogin' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/tech-login');
  });

  it('shows a spinner, not the login page, while it asks who is signed in', async () => {
    renderAt('/dashboard', 'never');

    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/dashboard');
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('lets an admin in, with the section id handed to the remote', async () => {
    renderAt('/appointments', signedInAs('admin'));

    expect(await screen.findByRole('heading', { name: 'mf_admin/Section appointments' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_admin/Section');
  });
});

describe('frames and unknown paths', () => {
  it('hides the shell on /inspection', async () => {
    renderAt('/inspection', signedInAs('admin'));

    expect(await screen.findByRole('heading', { name: 'mf_tech/Inspection' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('hides the shell on /site-mapping', async () => {
    renderAt('/site-mapping', signedInAs('technician'));

    expect(await screen.findByRole('heading', { name: 'mf_tech/Section site-mapping' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows Page Not Found with a way home to a signed-in user', async () => {
    renderAt('/no-such-page', signedInAs('admin'));

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('sends a signed-out visitor on an unknown path to the technician login', async () => {
    renderAt('/no-such-page', signedOut);

    expect(await screen.findByRole('heading', { name: 'mf_auth/TechLogin' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/tech-login');
  });
});

describe('document titles', () => {
  it('names the tab after the screen, and renames it when the language changes', async () => {
    renderAt('/admin/accounts', signedInAs('admin'));

    expect(await screen.findByRole('heading', { name: 'mf_admin/TeamAccounts' })).toBeInTheDocument();
    expect(document.title).toBe('Team accounts · Irrigo');
    await act(() => setLanguage('es'));
    await waitFor(() => expect(document.title).toBe('Cuentas del equipo · Irrigo'));
  });

  it('uses the glossary’s words in titles', async () => {
    await setLanguage('es');
    renderAt('/tech-settings', signedInAs('technician'));

    await waitFor(() => expect(document.title).toBe('Configuración · Irrigo'));
  });

  it('titles the 404 Page Not Found', async () => {
    renderAt('/no-such-page', signedInAs('admin'));

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found · Irrigo');
  });

  it.each(['en', 'es'])('has a %s title for every route of the table', (language) => {
    const missing = ROUTES.filter((route) => !i18n.exists(route.title, { ns: ROUTE_TITLES_NAMESPACE, lng: language, fallbackLng: false }));
    expect(missing.map((route) => route.path)).toEqual([]);
    const titles = new Set(ROUTES.map((route) => i18n.t(route.title, { ns: ROUTE_TITLES_NAMESPACE, lng: language })));
    expect([...titles].filter((title) => title.includes('$t(') || title === 'Irrigo')).toEqual([]);
  });
});
