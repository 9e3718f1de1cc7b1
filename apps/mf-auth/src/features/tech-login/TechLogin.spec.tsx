import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { StoredTechnician } from '@irrigo/contracts';
import { CURRENT_USER_QUERY_KEY, STORAGE_KEYS, useSessionStore } from '@irrigo/session';
import { deferred, json, mockApi, unreachable, type ApiAnswer } from '../../testing/mock-api.js';
import { renderScreen, findToast, toastText } from '@irrigo/test-web';
import { liveRegionsSaying } from '../../testing/announcements.js';
import { freshPage } from '../../testing/fresh-page.js';
import TechLogin from './TechLogin.js';

const technician: StoredTechnician = { id: 'tech-7', email: 'luis@riegoverde.com', firstName: 'Luis', lastName: 'Peña', role: 'technician' };
const LOGIN = 'POST /api/auth/technician/login';

const renderLogin = (path = '/tech-login') => renderScreen(<TechLogin />, { path });

/** Waits for the first health check to settle, so the badge says online. */
async function whenOnline() {
  expect(await screen.findByRole('status', { name: 'Connection: Online' })).toBeInTheDocument();
}

async function signIn(user: UserEvent, email = 'luis@riegoverde.com', password = 'Riego#2024', button = 'Sign In') {
  if (email) await user.type(screen.getByRole('textbox', { name: /Email|Correo electrónico/ }), email);
  if (password) await user.type(screen.getByLabelText(/^(Password|Contraseña)$/), password);
  await user.click(screen.getByRole('button', { name: button }));
}

function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

function pretendToBeIpadOnIpadOs() {
  Object.defineProperty(window.navigator, 'platform', { configurable: true, get: () => 'MacIntel' });
  Object.defineProperty(window.navigator, 'maxTouchPoints', { configurable: true, get: () => 5 });
}

beforeEach(() => freshPage('en'));
afterEach(() => {
  setViewportWidth(1024);
  // Drop the per-test overrides so navigator falls back to jsdom's own (prototype) values.
  Reflect.deleteProperty(window.navigator, 'platform');
  Reflect.deleteProperty(window.navigator, 'maxTouchPoints');
});

describe('TechLogin: the screen', () => {
  it('shows checking, then online, from GET /api/health', async () => {
    const health = deferred();
    const api = mockApi({ 'GET /api/health': health.handler });
    renderLogin();

    expect(screen.getByRole('status', { name: 'Connection: Checking…' })).toBeInTheDocument();
    health.resolve(json(200, { status: 'ok', services: {} }));
    await whenOnline();
    expect(api.fetch).toHaveBeenCalledWith('/api/health', expect.anything());
  });

  it('shows offline when the gateway cannot be reached, in Spanish too', async () => {
    await freshPage('es');
    mockApi({ 'GET /api/health': unreachable });
    renderLogin();

    expect(await screen.findByRole('status', { name: 'Conexión: Sin conexión' })).toBeInTheDocument();
  });

  it('has email, password with a show/hide toggle, a language selector, the iPad notice and the Admin Login link', async () => {
    mockApi({});
    renderLogin();
    await whenOnline();

    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByText('Using an iPad?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/admin-login');
    expect(screen.queryByRole('link', { name: /reset/i })).not.toBeInTheDocument();
  });

  it('is also the screen of /tech and /tech-signup', async () => {
    mockApi({});
    renderLogin('/tech-signup');

    expect(await screen.findByRole('heading', { name: 'Technician Login' })).toBeInTheDocument();
  });
});

describe('TechLogin: rules before calling the server', () => {
  it('is blocked while offline', async () => {
    const api = mockApi({ 'GET /api/health': unreachable, [LOGIN]: json(200, { technician }) });
    const user = userEvent.setup();
    renderLogin();
    await screen.findByRole('status', { name: 'Connection: Offline' });

    await signIn(user);

    expect(screen.getByRole('alert')).toHaveTextContent('No internet connection. Please check your WiFi.');
    expect(api.sent(LOGIN)).toEqual([]);
  });

  it('says so in Spanish while offline', async () => {
    await freshPage('es');
    mockApi({ 'GET /api/health': unreachable });
    const user = userEvent.setup();
    renderLogin();
    await screen.findByRole('status', { name: 'Conexión: Sin conexión' });

    await signIn(user, undefined, undefined, 'Iniciar sesión');

    expect(screen.getByRole('alert')).toHaveTextContent('Sin conexión a internet. Revisa tu WiFi.');
  });

  it('requires email and password', async () => {
    const api = mockApi({ [LOGIN]: json(200, { technician }) });
    const user = userEvent.setup();
    renderLogin();
    await whenOnline();

    await signIn(user, 'luis@riegoverde.com', '');

    expect(screen.getByRole('alert')).toHaveTextContent('Missing Information');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email and password.');
    expect(api.sent(LOGIN)).toEqual([]);
  });

  it('requires a valid email format, in English and Spanish', async () => {
    const api = mockApi({ [LOGIN]: json(200, { technician }) });
    const user = userEvent.setup();
    renderLogin();
    await whenOnline();

    await signIn(user, 'luis@riegoverde', 'Riego#2024');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email format. Please check your email address.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Formato de correo electrónico no válido. Revisa tu dirección de correo.');
    expect(api.sent(LOGIN)).toEqual([]);
  });
});

describe('TechLogin: signing in', () => {
  it('stores the technician, refreshes the current user and goes to /tech-dashboard', async () => {
    const api = mockApi({ [LOGIN]: json(200, { technician }) });
    const user = userEvent.setup();
    const { queryClient } = renderLogin();
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
    await whenOnline();

    await signIn(user, '  luis@riegoverde.com ', 'Riego#2024');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tech-dashboard'));
    expect(api.sent(LOGIN)).toEqual([{ email: 'luis@riegoverde.com', password: 'Riego#2024' }]);
    expect(useSessionStore.getState().technician).toEqual(technician);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.technicianAuth) ?? 'null')).toEqual(technician);
    expect(queryClient.getQueryState(CURRENT_USER_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  it('shows the button pending while signing in', async () => {
    const login = deferred();
    mockApi({ [LOGIN]: login.handler });
    const user = userEvent.setup();
    renderLogin();
    await whenOnline();

    await signIn(user);

    expect(screen.getByRole('button', { name: /Signing in…/ })).toBeDisabled();
    login.resolve(json(200, { technician }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tech-dashboard'));
  });
});

describe('TechLogin: the error catalogue on screen', () => {
  const failWith = async (answer: ApiAnswer) => {
    mockApi({ [LOGIN]: answer });
    const user = userEvent.setup();
    renderLogin();
    await whenOnline();
    await signIn(user);
    return screen.findByRole('alert');
  };

  it('401: Wrong Credentials inline only on a desktop-width screen', async () => {
    const alert = await failWith(json(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' }));

    expect(alert).toHaveTextContent('Wrong Credentials');
    expect(alert).toHaveTextContent('contact your supervisor');
    expect(toastText()).not.toContain('Wrong Credentials');
    expect(useSessionStore.getState().technician).toBeNull();
  });

  it('401 on a desktop-width screen: the inline alert is the one announcement', async () => {
    await failWith(json(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' }));

    expect(liveRegionsSaying('Wrong Credentials')).toHaveLength(1);
  });

  it('401 on a phone: the toast shows as well, in Spanish, and the failure is announced once', async () => {
    await freshPage('es');
    setViewportWidth(390);
    mockApi({ [LOGIN]: json(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' }) });
    const user = userEvent.setup();
    renderLogin();
    await screen.findByRole('status', { name: 'Conexión: En línea' });

    await signIn(user, undefined, undefined, 'Iniciar sesión');

    expect(await findToast('Credenciales incorrectas')).toBeInTheDocument();
    // Still on screen under the form, but the toast is what a screen reader hears.
    expect(screen.getByText('Credenciales incorrectas', { selector: 'main p' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(liveRegionsSaying('Credenciales incorrectas')).toHaveLength(1));
  });

  it('on a phone, a successful sign-in after a failure closes the failure toast before the dashboard', async () => {
    setViewportWidth(390);
    let answer = json(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    mockApi({ [LOGIN]: () => answer });
    const user = userEvent.setup();
    renderLogin();
    await whenOnline();

    await signIn(user, 'luis@riegoverde.com', 'wrong-password');
    expect(await findToast('Wrong Credentials')).toBeInTheDocument();

    answer = json(200, { technician });
    await user.clear(screen.getByLabelText('Password'));
    await signIn(user, '', 'Riego#2024');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tech-dashboard'));
    expect(toastText()).not.toContain('Wrong Credentials');
  });

  it('404: User Not Found', async () => {
    expect(await failWith(json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }))).toHaveTextContent('User Not Found');
  });

  it('500: Server Error', async () => {
    expect(await failWith(json(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal error' }))).toHaveTextContent('Server Error');
  });

  it('anything else: Unexpected Error', async () => {
    expect(await failWith(json(418, "I'm a teapot"))).toHaveTextContent('Unexpected Error');
  });

  it('no answer: No Connection', async () => {
    const alert = await failWith(unreachable);

    expect(alert).toHaveTextContent('No Connection');
    expect(alert).toHaveTextContent('Unable to connect to the server. Please check your internet connection and try again.');
  });

  it('no answer on an iPad (iPadOS desktop user agent): the iPad advice, also as a toast', async () => {
    pretendToBeIpadOnIpadOs();
    mockApi({ [LOGIN]: unreachable });
    const user = userEvent.setup();
    renderLogin();
    await whenOnline();
    await signIn(user);

    expect(await findToast('No Connection')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText(/Your iPad can't reach the server\./)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(liveRegionsSaying('No Connection')).toHaveLength(1));
  });
});

describe('TechLogin: Reset Password link', () => {
  it('opens the reset dialog on the Technician tab, without signing in', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    renderLogin();
    await whenOnline();

    expect(screen.getByText('Forgot your password?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('dialog', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Technician' })).toHaveAttribute('aria-selected', 'true');
    expect(api.sent(LOGIN)).toEqual([]);
  });

  it('is there in Spanish', async () => {
    await freshPage('es');
    const user = userEvent.setup();
    mockApi({});
    renderLogin();

    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));

    expect(screen.getByRole('dialog', { name: 'Restablecer contraseña' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Técnico' })).toHaveAttribute('aria-selected', 'true');
  });
});
