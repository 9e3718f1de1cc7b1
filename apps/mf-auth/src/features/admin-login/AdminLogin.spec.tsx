import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_USER_QUERY_KEY, STORAGE_KEYS, useSessionStore } from '@irrigo/session';
import { deferred, json, mockApi } from '../../testing/mock-api.js';
import { renderScreen, findToast, toastText } from '@irrigo/test-web';
import { liveRegionsSaying } from '../../testing/announcements.js';
import { freshPage } from '../../testing/fresh-page.js';
import AdminLogin from './AdminLogin.js';

const adminExists = json(200, { exists: true });
const signedIn = json(200, { id: 'admin-1', email: 'marta@riegoverde.com', fullName: 'Marta Ruiz', role: 'admin', organizationName: 'Riego Verde' });
const invalidCredentials = json(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });

const renderLogin = () => renderScreen(<AdminLogin />, { path: '/admin-login' });

beforeEach(() => freshPage('en'));

describe('AdminLogin', () => {
  it('sends people to /admin-setup when no admin exists yet', async () => {
    mockApi({ 'GET /api/admin/exists': json(200, { exists: false }) });
    renderLogin();

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin-setup'));
  });

  it('stays on the login when the check cannot be answered', async () => {
    const check = deferred();
    mockApi({ 'GET /api/admin/exists': check.handler });
    renderLogin();
    check.resolve({ networkError: 'Failed to fetch' });

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin-login');
  });

  it('has email, password with a show/hide toggle, a language toggle and a link to the technician login', async () => {
    mockApi({ 'GET /api/admin/exists': adminExists });
    renderLogin();

    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Technician Login' })).toHaveAttribute('href', '/tech-login');
  });

  it('asks for both fields (Missing Information) without calling the server', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/admin/exists': adminExists, 'POST /api/admin/login': signedIn });
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'marta@riegoverde.com');

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Missing Information');
    expect(alert).toHaveTextContent('Please enter both username and password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(api.sent('POST /api/admin/login')).toEqual([]);
  });

  it('asks for both fields in Spanish', async () => {
    await freshPage('es');
    const user = userEvent.setup();
    mockApi({ 'GET /api/admin/exists': adminExists });
    renderLogin();

    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Falta información');
    expect(screen.getByRole('alert')).toHaveTextContent('Ingresa tu usuario y tu contraseña');
  });

  it('signs the admin in, stores the user entry and goes to /dashboard', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/admin/exists': adminExists, 'POST /api/admin/login': signedIn });
    const { queryClient } = renderLogin();
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
    await user.type(screen.getByLabelText('Email'), ' marta@riegoverde.com ');
    await user.type(screen.getByLabelText('Password'), 'Sprinkler#2024');

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(api.sent('POST /api/admin/login')).toEqual([{ email: 'marta@riegoverde.com', password: 'Sprinkler#2024' }]);
    const stored = { id: 'admin-1', email: 'marta@riegoverde.com', name: 'Marta Ruiz', role: 'admin', organizationName: 'Riego Verde' };
    expect(useSessionStore.getState().user).toEqual(stored);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(stored);
    expect(queryClient.getQueryState(CURRENT_USER_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  it('shows wrong credentials inline, translated from the error code, and says it once', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/admin/exists': adminExists, 'POST /api/admin/login': invalidCredentials });
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'marta@riegoverde.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(liveRegionsSaying('Invalid email or password')).toHaveLength(1);
    expect(toastText()).not.toContain('Invalid email or password');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
    expect(useSessionStore.getState().user).toBeNull();
  });

  describe('on a phone', () => {
    beforeEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 390 }));
    afterEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1024 }));

    it('raises the failure as a toast over the keyboard too, and only the toast announces it', async () => {
      const user = userEvent.setup();
      mockApi({ 'GET /api/admin/exists': adminExists, 'POST /api/admin/login': invalidCredentials });
      renderLogin();
      await user.type(screen.getByLabelText('Email'), 'marta@riegoverde.com');
      await user.type(screen.getByLabelText('Password'), 'wrong-password');

      await user.click(screen.getByRole('button', { name: 'Sign In' }));

      expect(await findToast('Invalid email or password')).toBeInTheDocument();
      expect(within(screen.getByRole('main')).getByText('Invalid email or password')).toBeVisible();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await waitFor(() => expect(liveRegionsSaying('Invalid email or password')).toHaveLength(1));
    });

    it('closes the failure toast once a later sign-in succeeds, before the dashboard opens', async () => {
      const user = userEvent.setup();
      let answer = invalidCredentials;
      mockApi({ 'GET /api/admin/exists': adminExists, 'POST /api/admin/login': () => answer });
      renderLogin();
      await user.type(screen.getByLabelText('Email'), 'marta@riegoverde.com');
      await user.type(screen.getByLabelText('Password'), 'wrong-password');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await findToast('Login failed')).toBeInTheDocument();

      answer = signedIn;
      await user.clear(screen.getByLabelText('Password'));
      await user.type(screen.getByLabelText('Password'), 'Sprinkler#2024');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));

      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
      expect(toastText()).not.toContain('Login failed');
    });
  });

  it('shows wrong credentials in Spanish', async () => {
    await freshPage('es');
    const user = userEvent.setup();
    mockApi({ 'GET /api/admin/exists': adminExists, 'POST /api/admin/login': invalidCredentials });
    renderLogin();
    await user.type(screen.getByLabelText('Correo electrónico'), 'marta@riegoverde.com');
    await user.type(screen.getByLabelText('Contraseña'), 'wrong-password');

    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al iniciar sesión');
    expect(alert).toHaveTextContent('Correo electrónico o contraseña no válidos');
  });

  it("says other refusals in its own words, never the server's English", async () => {
    const user = userEvent.setup();
    let answer = json(403, { statusCode: 403, code: 'FORBIDDEN', message: 'Office sign-in is closed for maintenance' });
    mockApi({ 'GET /api/admin/exists': adminExists, 'POST /api/admin/login': () => answer });
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'marta@riegoverde.com');
    await user.type(screen.getByLabelText('Password'), 'Sprinkler#2024');

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Login failedYou don't have permission to do this. Please contact your administrator.");
    expect(alert).not.toHaveTextContent('Office sign-in is closed for maintenance');

    answer = json(502, '<html>Bad Gateway</html>');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The system is temporarily unavailable. Please try again in a few minutes.'));
  });
});

describe('AdminLogin: Reset Password link', () => {
  it('opens the reset dialog on the Administrator tab, without signing in', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/admin/exists': adminExists,
      'POST /api/admin/login': signedIn,
      'POST /api/password-reset/request': json(200, { message: 'sent' }),
    });
    renderLogin();
    // Filled login fields: a reset submitted inside the login's form must still not sign in.
    await user.type(screen.getByLabelText('Email'), 'marta@riegoverde.com');
    await user.type(screen.getByLabelText('Password'), 'Sprinkler#2024');

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await user.type(within(await screen.findByRole('dialog')).getByRole('textbox', { name: /Email/ }), 'marta@riegoverde.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Token' }));

    expect(await screen.findByLabelText(/^Reset Token/)).toBeInTheDocument();
    expect(api.sent('POST /api/password-reset/request')).toEqual([{ userType: 'admin', email: 'marta@riegoverde.com' }]);
    expect(api.sent('POST /api/admin/login')).toEqual([]);
  });

  it('is there in Spanish', async () => {
    await freshPage('es');
    const user = userEvent.setup();
    mockApi({ 'GET /api/admin/exists': adminExists });
    renderLogin();

    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));

    expect(screen.getByRole('tab', { name: 'Administrador' })).toHaveAttribute('aria-selected', 'true');
  });
});
