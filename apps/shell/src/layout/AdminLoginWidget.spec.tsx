import { screen } from '@testing-library/react';
import { Route, Routes } from '@irrigo/router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type Role } from '@irrigo/contracts';
import { setLanguage } from '@irrigo/i18n';
import { renderWithProviders } from '@irrigo/test-web';
import { registerRuntimeRemotes } from '../federation/remote-registry.js';
import { forgetRemoteScreens } from '../federation/remote-screen-cache.js';
import { mockApi, officeApi, signedInAs, signedOut } from '../testing/api-mock.js';
import { resetShellState } from '../testing/shell-test-setup.js';
import { OfficeLayout } from './OfficeLayout.js';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

const widget = { default: () => <button type="button">mf-auth admin login widget</button> };

function renderLayoutAt(path: string, role: Role | null) {
  mockApi({ '/api/auth/user': role ? signedInAs(role) : signedOut, ...officeApi });
  return renderWithProviders(
    <Routes>
      <Route element={<OfficeLayout />}>
        <Route path="*" element={<p>screen</p>} />
      </Route>
    </Routes>,
    { url: path },
  );
}

beforeAll(() => {
  registerRuntimeRemotes({ remotes: { 'mf-auth': '/remotes/mf-auth/mf-manifest.json', 'mf-admin': '/r/a.json', 'mf-tech': '/r/t.json' }, features: {} });
});

beforeEach(async () => {
  await resetShellState();
  for (const remote of REMOTE_NAMES) forgetRemoteScreens(remote);
  loadRemoteMock.mockResolvedValue(widget);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('admin login widget in the top bar', () => {
  it('is loaded from mf-auth for a visitor who is not signed in', async () => {
    renderLayoutAt('/email-auth', null);

    expect(await screen.findByRole('button', { name: 'mf-auth admin login widget' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_auth/AdminLoginDialog');
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
  });

  it('is offered to a signed-in technician', async () => {
    renderLayoutAt('/inventory', 'technician');

    expect(await screen.findByRole('button', { name: 'mf-auth admin login widget' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu for Luis Peña' })).toBeInTheDocument();
  });

  it.each<Role>(['admin', 'manager', 'supervisor'])('is left out for a signed-in %s, who has the user menu', async (role) => {
    renderLayoutAt('/inventory', role);

    expect(await screen.findByRole('button', { name: 'Account menu for Ana Ruiz' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'mf-auth admin login widget' })).not.toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalledWith('mf_auth/AdminLoginDialog');
  });

  it('holds a link to the admin login while the widget loads', async () => {
    loadRemoteMock.mockReturnValue(new Promise(() => undefined));
    renderLayoutAt('/email-auth', null);

    expect(await screen.findByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/admin-login');
  });

  it('keeps the link, in Spanish too, when mf-auth is down', async () => {
    await setLanguage('es');
    loadRemoteMock.mockRejectedValue(new Error('RUNTIME-003: failed to get manifest'));
    renderLayoutAt('/email-auth', null);

    expect(await screen.findByRole('link', { name: 'Acceso de administrador' })).toHaveAttribute('href', '/admin-login');
    expect(screen.queryByRole('heading', { name: /temporalmente/ })).not.toBeInTheDocument();
  });
});
