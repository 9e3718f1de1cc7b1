import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { CURRENT_USER_QUERY_KEY, STORAGE_KEYS, useSessionStore } from '@irrigo/session';
import { deferred, json, mockApi, unreachable } from '../../testing/mock-api.js';
import { renderScreen } from '@irrigo/test-web';
import { freshPage } from '../../testing/fresh-page.js';
import AdminSetup from './AdminSetup.js';

const noAdminYet = json(200, { exists: false });
const created = json(200, { id: 'admin-1', email: 'marta@riegoverde.com', fullName: 'Marta Ruiz' });

function renderSetup(path = '/admin-setup') {
  return renderScreen(<AdminSetup />, { path });
}

async function fillForm(user: UserEvent, values: Partial<Record<'fullName' | 'email' | 'organizationName' | 'password' | 'confirm', string>> = {}) {
  const { fullName = 'Marta Ruiz', email = 'marta@riegoverde.com', organizationName, password = 'Sprinkler#2024', confirm = password } = values;
  await user.type(await screen.findByLabelText('Full Name'), fullName);
  await user.type(screen.getByLabelText('Email'), email);
  if (organizationName !== undefined) {
    await user.clear(screen.getByLabelText('Organization Name'));
    if (organizationName) await user.type(screen.getByLabelText('Organization Name'), organizationName);
  }
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
}

const submitButton = () => screen.getByRole('button', { name: 'Create Admin Account' });

beforeEach(() => freshPage('en'));

describe('AdminSetup: checking whether an admin exists', () => {
  it('shows a Checking… spinner while GET /api/admin/exists is pending, asked once (no retry)', async () => {
    const exists = deferred();
    const api = mockApi({ 'GET /api/admin/exists': exists.handler });
    renderSetup();

    expect(screen.getByRole('status', { name: 'Checking…' })).toBeInTheDocument();
    exists.resolve({ status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'boom' } });

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't check the setup");
    expect(api.sent('GET /api/admin/exists')).toHaveLength(1);
  });

  it('lets the person retry a failed check', async () => {
    let answer = unreachable;
    mockApi({ 'GET /api/admin/exists': () => answer });
    const user = userEvent.setup();
    renderSetup();

    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    answer = noAdminYet;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByLabelText('Full Name')).toBeInTheDocument();
  });

  it('shows Admin Already Set Up with Go to Login and Technician Login when an admin exists', async () => {
    mockApi({ 'GET /api/admin/exists': json(200, { exists: true }) });
    renderSetup();

    expect(await screen.findByRole('heading', { name: 'Admin Already Set Up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/admin-login');
    expect(screen.getByRole('link', { name: 'Technician Login' })).toHaveAttribute('href', '/tech-login');
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
  });

  it('says it in Spanish too', async () => {
    await freshPage('es');
    mockApi({ 'GET /api/admin/exists': json(200, { exists: true }) });
    renderSetup();

    expect(await screen.findByRole('heading', { name: 'Administrador ya configurado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute('href', '/admin-login');
    expect(screen.getByRole('link', { name: 'Acceso de técnicos' })).toHaveAttribute('href', '/tech-login');
  });
});

describe('AdminSetup: the form', () => {
  beforeEach(() => {
    mockApi({ 'GET /api/admin/exists': noAdminYet, 'POST /api/admin/setup': created });
  });

  it('has every field, the product name as default organization, show/hide toggles, a language toggle and a technician link', async () => {
    renderSetup();

    expect(await screen.findByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Organization Name')).toHaveValue('Irrigo');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    expect(within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'Español' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Technician Login' })).toHaveAttribute('href', '/tech-login');
  });

  it('switches to Spanish from its language toggle', async () => {
    const user = userEvent.setup();
    renderSetup();

    await user.click(await screen.findByRole('button', { name: 'Español' }));

    expect(screen.getByLabelText('Nombre completo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear cuenta de administrador' })).toBeInTheDocument();
  });

  it('says Passwords do not match and disables submit while the confirmation differs', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/admin/exists': noAdminYet, 'POST /api/admin/setup': created });
    renderSetup();
    await fillForm(user, { password: 'Sprinkler#2024', confirm: 'Sprinkler#2025' });

    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(submitButton()).toBeDisabled();

    await user.type(screen.getByLabelText('Confirm Password'), '{Enter}');
    expect(api.sent('POST /api/admin/setup')).toEqual([]);

    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'Sprinkler#2024');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it('shows the mismatch in Spanish', async () => {
    await freshPage('es');
    const user = userEvent.setup();
    renderSetup();
    await user.type(await screen.findByLabelText('Contraseña'), 'Sprinkler#2024');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'otra');

    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear cuenta de administrador' })).toBeDisabled();
  });

  it('does nothing with a password shorter than 8 characters', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/admin/exists': noAdminYet, 'POST /api/admin/setup': created });
    renderSetup();
    await fillForm(user, { password: 'short12' });

    await user.click(submitButton());

    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(api.sent('POST /api/admin/setup')).toEqual([]);
  });

  it('requires every field and a valid email before sending anything', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/admin/exists': noAdminYet, 'POST /api/admin/setup': created });
    renderSetup();
    await fillForm(user, { fullName: ' ', email: 'marta@riegoverde', organizationName: '', password: '', confirm: '' });

    await user.click(submitButton());

    expect(await screen.findByText('Please enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Invalid email format. Please check your email address.')).toBeInTheDocument();
    expect(screen.getByText("Please enter your organization's name.")).toBeInTheDocument();
    expect(screen.getByText('Please enter a password.')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password.')).toBeInTheDocument();
    expect(api.sent('POST /api/admin/setup')).toEqual([]);
  });

  it('shows the invalid email message in Spanish', async () => {
    await freshPage('es');
    const user = userEvent.setup();
    renderSetup();
    await user.type(await screen.findByLabelText('Correo electrónico'), 'marta@');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta de administrador' }));

    expect(await screen.findByText('Formato de correo electrónico no válido. Revisa tu dirección de correo.')).toBeInTheDocument();
  });

  it('creates the admin, signs them in and goes to /dashboard', async () => {
    const user = userEvent.setup();
    const exists = json(200, { exists: false });
    const api = mockApi({ 'GET /api/admin/exists': exists, 'POST /api/admin/setup': created });
    const { queryClient } = renderSetup();
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
    await fillForm(user, { fullName: '  Marta Ruiz ', organizationName: 'Riego Verde' });

    await user.click(submitButton());

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(api.sent('POST /api/admin/setup')).toEqual([
      { fullName: 'Marta Ruiz', email: 'marta@riegoverde.com', organizationName: 'Riego Verde', password: 'Sprinkler#2024' },
    ]);
    const stored = { id: 'admin-1', email: 'marta@riegoverde.com', name: 'Marta Ruiz', role: 'admin', organizationName: 'Riego Verde' };
    expect(useSessionStore.getState().user).toEqual(stored);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(stored);
    expect(queryClient.getQueryState(CURRENT_USER_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  it('marks the button pending while the account is being created', async () => {
    const user = userEvent.setup();
    const setup = deferred();
    mockApi({ 'GET /api/admin/exists': noAdminYet, 'POST /api/admin/setup': setup.handler });
    renderSetup();
    await fillForm(user);

    await user.click(submitButton());

    const pending = await screen.findByRole('button', { name: /Creating account…/ });
    expect(pending).toBeDisabled();
    expect(pending).toHaveAttribute('aria-busy', 'true');
    setup.resolve(created);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  });

  it('on failure says Error creating account, then why in its own words, and keeps what was typed', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/admin/exists': noAdminYet,
      'POST /api/admin/setup': json(400, {
        statusCode: 400,
        code: 'PASSWORD_TOO_WEAK',
        message: 'Password is too weak',
        details: ['This password appears in known data breaches'],
      }),
    });
    renderSetup();
    await fillForm(user, { organizationName: 'Riego Verde' });

    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error creating account. Please try again.');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('The password does not meet the password rules.');
    expect(alert).not.toHaveTextContent('This password appears in known data breaches');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Marta Ruiz');
    expect(screen.getByLabelText('Email')).toHaveValue('marta@riegoverde.com');
    expect(screen.getByLabelText('Organization Name')).toHaveValue('Riego Verde');
    expect(screen.getByLabelText('Password')).toHaveValue('Sprinkler#2024');
    expect(screen.getByLabelText('Confirm Password')).toHaveValue('Sprinkler#2024');
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('says the failure in Spanish', async () => {
    await freshPage('es');
    const user = userEvent.setup();
    mockApi({ 'GET /api/admin/exists': noAdminYet, 'POST /api/admin/setup': unreachable });
    renderSetup();
    await user.type(await screen.findByLabelText('Nombre completo'), 'Marta Ruiz');
    await user.type(screen.getByLabelText('Correo electrónico'), 'marta@riegoverde.com');
    await user.type(screen.getByLabelText('Contraseña'), 'Sprinkler#2024');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Sprinkler#2024');

    await user.click(screen.getByRole('button', { name: 'Crear cuenta de administrador' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error al crear la cuenta. Inténtalo de nuevo.');
  });

  it('switches to Admin Already Set Up when someone else finished setup first (409)', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/admin/exists': noAdminYet,
      'POST /api/admin/setup': json(409, { statusCode: 409, code: 'ADMIN_ALREADY_EXISTS', message: 'An administrator has already been set up' }),
    });
    renderSetup();
    await fillForm(user);

    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Admin Already Set Up' })).toBeInTheDocument();
    expect(screen.queryByText('Error creating account. Please try again.')).not.toBeInTheDocument();
  });

  it('works the same at /setup inside the office shell', async () => {
    renderSetup('/setup');

    expect(await screen.findByLabelText('Organization Name')).toHaveValue('Irrigo');
    expect(screen.getByRole('heading', { name: 'Set Up Your Admin Account' })).toBeInTheDocument();
  });
});
