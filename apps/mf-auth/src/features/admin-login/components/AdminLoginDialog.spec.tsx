import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { StoredTechnician } from '@irrigo/contracts';
import { STORAGE_KEYS, useSessionStore } from '@irrigo/session';
import { renderWithProviders, findToast, toastText } from '@irrigo/test-web';
import { reloadPage } from '../../../lib/reload-page.js';
import { liveRegionsSaying } from '../../../testing/announcements.js';
import { freshPage } from '../../../testing/fresh-page.js';
import { json, mockApi, unreachable, type ApiAnswer } from '../../../testing/mock-api.js';
import AdminLoginDialog from './AdminLoginDialog.js';

jest.mock('../../../lib/reload-page.js', () => ({ reloadPage: jest.fn() }));
const reload = jest.mocked(reloadPage);

const LOGIN = 'POST /api/admin/login';
const signedIn = json(200, { id: 'admin-1', email: 'marta@riegoverde.com', fullName: 'Marta Ruiz', role: 'admin', organizationName: 'Riego Verde' });
const technician: StoredTechnician = { id: 'tech-7', email: 'luis@riegoverde.com', firstName: 'Luis', lastName: 'Peña', role: 'technician' };
// hidden: while the dialog is open Radix hides the rest of the page from assistive technology.

const renderWidget = () => renderWithProviders(<AdminLoginDialog />);

async function logIn(user: UserEvent, email: string, password: string, { open = 'Admin Login', submit = 'Login as Admin' } = {}) {
  await user.click(screen.getByRole('button', { name: open }));
  const dialog = within(screen.getByRole('dialog'));
  if (email) await user.type(dialog.getByRole('textbox', { name: /Email|Correo/ }), email);
  if (password) await user.type(dialog.getByLabelText(/^(Password|Contraseña)/), password);
  await user.click(dialog.getByRole('button', { name: submit }));
}

beforeEach(() => freshPage('en'));

describe('AdminLoginDialog, not signed in as an administrator', () => {
  it('opens a dialog with email, password, Cancel and Login as Admin', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderWidget();

    await user.click(screen.getByRole('button', { name: 'Admin Login' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Admin Login' }));
    expect(dialog.getByRole('textbox', { name: /^Email/ })).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(dialog.getByRole('button', { name: 'Login as Admin' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('needs both email and password', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [LOGIN]: signedIn });
    renderWidget();

    await logIn(user, '', '');

    expect(screen.getByText('Please enter your email.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a password.')).toBeInTheDocument();
    expect(api.sent(LOGIN)).toEqual([]);
  });

  it('signs in: Admin Access Granted, stores the admin, closes, clears the password and reloads', async () => {
    const user = userEvent.setup();
    useSessionStore.getState().signInTechnician(technician);
    const api = mockApi({ [LOGIN]: signedIn });
    renderWidget();

    await logIn(user, ' marta@riegoverde.com ', 'Sprinkler#2024');

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(api.sent(LOGIN)).toEqual([{ email: 'marta@riegoverde.com', password: 'Sprinkler#2024' }]);
    expect(await findToast('Admin Access Granted')).toBeInTheDocument();
    expect(await findToast('You now have full administrative privileges.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSessionStore.getState().user).toEqual({
      id: 'admin-1',
      email: 'marta@riegoverde.com',
      name: 'Marta Ruiz',
      role: 'admin',
      organizationName: 'Riego Verde',
    });
    expect(useSessionStore.getState().technician).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.technicianAuth)).toBeNull();
  });

  it.each<[string, ApiAnswer, string]>([
    [
      '401',
      json(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' }),
      'The login credentials are incorrect. Please double-check your email and password.',
    ],
    [
      'a plain "Invalid credentials" answer',
      json(400, 'Invalid credentials'),
      'The login credentials are incorrect. Please double-check your email and password.',
    ],
    ['no connection', unreachable, 'Unable to connect to the server. Please check your internet connection.'],
    ['500', json(500, ''), 'The system is temporarily unavailable. Please try again in a few minutes.'],
    [
      'anything else',
      json(403, { statusCode: 403, code: 'ACCOUNT_DISABLED', message: 'Disabled' }),
      "We couldn't log you in. Please verify your credentials and try again.",
    ],
  ])('Login Unsuccessful on %s, keeping the dialog open', async (_case, failure, message) => {
    const user = userEvent.setup();
    mockApi({ [LOGIN]: failure });
    renderWidget();

    await logIn(user, 'marta@riegoverde.com', 'wrong-password');

    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert).toHaveTextContent('Login Unsuccessful');
    expect(alert).toHaveTextContent(message);
    // Said once, inside the dialog: no toast behind the modal repeats it.
    expect(toastText()).not.toContain(message);
    expect(liveRegionsSaying(message)).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('clears the password when the dialog is closed', async () => {
    const user = userEvent.setup();
    mockApi({ [LOGIN]: json(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'x' }) });
    renderWidget();
    await logIn(user, 'marta@riegoverde.com', 'wrong-password');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Admin Login' }));

    expect(within(screen.getByRole('dialog')).getByLabelText(/^Password/)).toHaveValue('');
    expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: /^Email/ })).toHaveValue('marta@riegoverde.com');
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('AdminLoginDialog, signed in as an administrator', () => {
  it('shows the admin’s name and logs out (Logged Out Successfully)', async () => {
    const user = userEvent.setup();
    useSessionStore.getState().signIn({ id: 'admin-1', email: 'marta@riegoverde.com', name: 'Marta Ruiz', role: 'admin' });
    const api = mockApi({ 'POST /api/auth/logout': json(204) });
    renderWidget();

    expect(screen.getByText('Marta Ruiz')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Admin Login' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await findToast('Logged Out Successfully')).toBeInTheDocument();
    expect(api.sent('POST /api/auth/logout')).toHaveLength(1);
    expect(useSessionStore.getState().user).toBeNull();
    expect(screen.getByRole('button', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it('treats a supervisor as not an administrator', () => {
    useSessionStore.getState().signIn({ id: 'sup-1', email: 'sam@riegoverde.com', name: 'Sam Ortiz', role: 'supervisor' });
    mockApi({});
    renderWidget();

    expect(screen.getByRole('button', { name: 'Admin Login' })).toBeInTheDocument();
  });
});

describe('AdminLoginDialog in Spanish', () => {
  beforeEach(() => freshPage('es'));

  it('says every state and message in Spanish', async () => {
    const user = userEvent.setup();
    let answer: ApiAnswer = json(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'x' });
    mockApi({ [LOGIN]: () => answer, 'POST /api/auth/logout': json(204) });
    renderWidget();
    const labels = { open: 'Acceso de administrador', submit: 'Entrar como administrador' };

    await logIn(user, 'marta@riegoverde.com', 'x', labels);
    expect(within(screen.getByRole('dialog', { name: 'Acceso de administrador' })).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo iniciar sesión');
    expect(alert).toHaveTextContent('Los datos de acceso son incorrectos. Revisa bien tu correo y tu contraseña.');

    for (const [failure, message] of [
      [unreachable, 'No se puede conectar con el servidor. Revisa tu conexión a internet.'],
      [json(500, ''), 'El sistema no está disponible por el momento. Inténtalo de nuevo en unos minutos.'],
      [json(403, ''), 'No pudimos iniciar tu sesión. Verifica tus datos de acceso e inténtalo de nuevo.'],
    ] as const) {
      answer = failure;
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: labels.submit }));
      await waitFor(() => expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(message));
    }

    answer = signedIn;
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: labels.submit }));
    expect(await findToast('Acceso de administrador concedido')).toBeInTheDocument();
    expect(await findToast('Ahora tienes todos los privilegios de administrador.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await findToast('Sesión cerrada correctamente')).toBeInTheDocument();
  });
});
