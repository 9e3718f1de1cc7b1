import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, setLanguage } from '@irrigo/i18n';
import { useToastStore } from '@irrigo/ui';
import { HEALTH_URL, useSessionStore } from '@irrigo/session';
import { answer, mockApi, renderWithProviders, findToast, toastText } from '@irrigo/test-web';
import { CHANGE_PASSWORD_URL } from './api/change-password';
import { ChangePasswordForm, type CurrentPasswordField } from './ChangePasswordForm';

/** The gateway answers the health check, so the field screens know they are online. */
const mockOnlineApi = (handlers: Parameters<typeof mockApi>[0]) => mockApi({ [HEALTH_URL]: () => answer(200, { status: 'ok', services: {} }), ...handlers });

const EMAIL = 'luis@riegos.co';

function renderForm(onChanged = jest.fn(), currentPasswordField: CurrentPasswordField = 'whenAsked') {
  const utils = renderWithProviders(<ChangePasswordForm email={EMAIL} currentPasswordField={currentPasswordField} onChanged={onChanged} />);
  return { ...utils, onChanged };
}

const currentPasswordRequired = () => answer(403, { statusCode: 403, code: 'CURRENT_PASSWORD_REQUIRED', message: 'Enter your current password to change it' });
const currentPasswordIncorrect = () => answer(403, { statusCode: 403, code: 'CURRENT_PASSWORD_INCORRECT', message: 'The current password is not correct' });
/** A 429 with the Retry-After the auth service sends (test answers have no headers otherwise). */
const rateLimitedFor = (seconds: number) => () =>
  Object.assign(answer(429, { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many attempts' }), {
    headers: { get: (name: string) => (name.toLowerCase() === 'retry-after' ? String(seconds) : null) },
  });
const sentBodies = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(([url]) => url === CHANGE_PASSWORD_URL).map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

async function fill(newPassword: string, confirmPassword: string) {
  const user = userEvent.setup();
  if (newPassword) await user.type(screen.getByLabelText(/^New Password/), newPassword);
  if (confirmPassword) await user.type(screen.getByLabelText(/^Confirm Password/), confirmPassword);
  return user;
}

const updateButton = () => screen.getByRole('button', { name: 'Update Password' });

beforeEach(async () => {
  // One connectivity store per page: each test starts before the first health check.
  useSessionStore.setState({ connectivity: 'checking' });
  window.localStorage.clear();
  useToastStore.setState({ toasts: [] });
  initI18n();
  await setLanguage('en');
});

describe('ChangePasswordForm', () => {
  it('keeps Update Password disabled until both passwords are filled', async () => {
    mockOnlineApi({});
    renderForm();
    expect(updateButton()).toBeDisabled();

    await fill('riego-2026', '');
    expect(updateButton()).toBeDisabled();

    await fill('', 'riego-2026');
    expect(updateButton()).toBeEnabled();
  });

  it('says Password Mismatch when the entries differ, and sends nothing', async () => {
    const fetchMock = mockOnlineApi({});
    renderForm();
    const user = await fill('riego-2026', 'riego-2027');

    await user.click(updateButton());

    // The form checks its schema asynchronously (react-hook-form's resolver): the alert follows the click.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Password Mismatch');
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetchMock)).toEqual([]);
  });

  it('says Password Too Short under 6 characters, counting characters as people do', async () => {
    const fetchMock = mockOnlineApi({});
    renderForm();
    const user = await fill('ñandú', 'ñandú');

    await user.click(updateButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Password Too Short');
    expect(screen.getByRole('alert')).toHaveTextContent('at least 6 characters');
    expect(screen.getByLabelText(/^New Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetchMock)).toEqual([]);

    // Editing clears the message.
    await user.type(screen.getByLabelText(/^New Password/), 's');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows and hides what was typed', async () => {
    mockOnlineApi({});
    renderForm();
    const user = await fill('riego-2026', '');
    const field = screen.getByLabelText(/^New Password/);
    expect(field).toHaveAttribute('type', 'password');

    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0] as HTMLElement);

    expect(field).toHaveAttribute('type', 'text');
  });

  it('changes the password: posts the technician’s e-mail and both entries, confirms, clears the fields', async () => {
    const fetchMock = mockOnlineApi({ [CHANGE_PASSWORD_URL]: () => answer(200, { message: 'Password changed' }) });
    const { onChanged } = renderForm();
    const user = await fill('agua-de-riego', 'agua-de-riego');

    await user.click(updateButton());

    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith(CHANGE_PASSWORD_URL, expect.objectContaining({ method: 'POST', credentials: 'include' }));
    expect(sentBodies(fetchMock)).toEqual([{ email: EMAIL, newPassword: 'agua-de-riego', confirmPassword: 'agua-de-riego' }]);
    expect(await findToast('Password Updated')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New Password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveValue('');
  });

  it('says Update Failed with the translated reason when the password is too common', async () => {
    mockOnlineApi({
      [CHANGE_PASSWORD_URL]: () =>
        answer(400, { statusCode: 400, code: 'PASSWORD_TOO_COMMON', message: 'Too common', details: ['This is a top-100 common password'] }),
    });
    const { onChanged } = renderForm();
    const user = await fill('password1', 'password1');

    await user.click(updateButton());

    expect(await findToast('Update Failed')).toBeInTheDocument();
    expect(await findToast('Could not update password')).toBeInTheDocument();
    const reason = await screen.findByRole('alert');
    expect(reason).toHaveTextContent('too common, too easy to guess');
    // The server's details are English sentences: the reason is the app's own, in the app's language.
    expect(reason).not.toHaveTextContent('top-100');
    expect(onChanged).not.toHaveBeenCalled();
    // What was typed stays, so it can be corrected.
    expect(screen.getByLabelText(/^New Password/)).toHaveValue('password1');
  });

  it.each([
    ['too many attempts', () => answer(429, { statusCode: 429, code: 'RATE_LIMITED', message: 'Slow down' }), 'Too many attempts'],
    ['a mismatch found by the server', () => answer(400, { statusCode: 400, code: 'PASSWORDS_DO_NOT_MATCH', message: 'No match' }), 'do not match'],
    ['an ended session', () => answer(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign in' }), 'Your session has ended'],
    ['a server failure', () => answer(500, 'boom'), 'temporarily unavailable'],
    ['no connection', () => Promise.reject(new TypeError('Failed to fetch')), 'Unable to connect to the server'],
  ])('explains %s', async (_case, reply, reason) => {
    mockOnlineApi({ [CHANGE_PASSWORD_URL]: reply });
    renderForm();
    const user = await fill('agua-de-riego', 'agua-de-riego');

    await user.click(updateButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(await findToast('Update Failed')).toBeInTheDocument();
  });

  it('gives the reason in Spanish', async () => {
    await setLanguage('es');
    mockOnlineApi({
      [CHANGE_PASSWORD_URL]: () =>
        answer(400, { statusCode: 400, code: 'PASSWORD_TOO_COMMON', message: 'Too common', details: ['This password is too easy to guess.'] }),
    });
    renderWithProviders(<ChangePasswordForm email={EMAIL} currentPasswordField="whenAsked" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nueva contraseña/), 'password1');
    await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'password1');

    await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('demasiado común');
    expect(screen.getByRole('alert')).not.toHaveTextContent('too easy');
    expect(await findToast('Error al actualizar')).toBeInTheDocument();
    expect(await findToast('No se pudo actualizar la contraseña')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await setLanguage('es');
    mockOnlineApi({});
    renderWithProviders(<ChangePasswordForm email={EMAIL} currentPasswordField="whenAsked" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nueva contraseña/), 'riego-2026');
    await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'riego-2027');

    await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Las contraseñas no coinciden');
  });
});

describe('ChangePasswordForm asking for the current password when the server does (the dashboard prompt)', () => {
  it('shows two fields, and sends no current password while the sign-in is recent', async () => {
    const fetchMock = mockOnlineApi({ [CHANGE_PASSWORD_URL]: () => answer(200, { message: 'Password updated successfully' }) });
    const { onChanged } = renderForm();
    expect(screen.queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
    const user = await fill('agua-de-riego', 'agua-de-riego');

    await user.click(updateButton());

    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(sentBodies(fetchMock)).toEqual([{ email: EMAIL, newPassword: 'agua-de-riego', confirmPassword: 'agua-de-riego' }]);
  });

  it('reveals the current-password field with a reason when the server asks, keeping what was typed', async () => {
    let asks = true;
    const fetchMock = mockOnlineApi({
      [CHANGE_PASSWORD_URL]: () => (asks ? currentPasswordRequired() : answer(200, { message: 'Password updated successfully' })),
    });
    const { onChanged } = renderForm();
    const user = await fill('agua-de-riego', 'agua-de-riego');

    await user.click(updateButton());

    const current = await screen.findByLabelText(/^Current Password/);
    expect(screen.getByText('For your security, enter your current password to change it.')).toBeInTheDocument();
    expect(current).toHaveFocus();
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText(/^New Password/)).toHaveValue('agua-de-riego');
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveValue('agua-de-riego');
    // A step of the form, not a failure.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toastText()).not.toContain('Update Failed');
    expect(updateButton()).toBeDisabled();

    // Show/hide works on it too.
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0] as HTMLElement);
    expect(current).toHaveAttribute('type', 'text');

    asks = false;
    await user.type(current, 'Temporal-Inicial-1');
    expect(updateButton()).toBeEnabled();
    await user.click(updateButton());

    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(sentBodies(fetchMock)[1]).toEqual({
      email: EMAIL,
      currentPassword: 'Temporal-Inicial-1',
      newPassword: 'agua-de-riego',
      confirmPassword: 'agua-de-riego',
    });
    expect(await findToast('Password Updated')).toBeInTheDocument();
  });

  it('explains it in Spanish', async () => {
    await setLanguage('es');
    mockOnlineApi({ [CHANGE_PASSWORD_URL]: currentPasswordRequired });
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nueva contraseña/), 'agua-de-riego');
    await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'agua-de-riego');

    await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));

    expect(await screen.findByLabelText(/^Contraseña actual/)).toHaveFocus();
    expect(screen.getByText('Por tu seguridad, escribe tu contraseña actual para cambiarla.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar contraseña' })).toBeDisabled();
  });
});

describe('ChangePasswordForm always asking for the current password (Settings)', () => {
  it('keeps Update Password disabled until the current, new and confirm passwords are filled, and sends all three', async () => {
    const fetchMock = mockOnlineApi({ [CHANGE_PASSWORD_URL]: () => answer(200, { message: 'Password updated successfully' }) });
    const { onChanged } = renderForm(jest.fn(), 'always');
    const current = screen.getByLabelText(/^Current Password/);
    expect(current).toHaveAttribute('type', 'password');
    expect(screen.queryByText(/For your security/)).not.toBeInTheDocument();

    const user = await fill('agua-de-riego', 'agua-de-riego');
    expect(updateButton()).toBeDisabled();
    await user.type(current, 'Temporal-Inicial-1');
    expect(updateButton()).toBeEnabled();

    await user.click(updateButton());

    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(sentBodies(fetchMock)).toEqual([
      { email: EMAIL, currentPassword: 'Temporal-Inicial-1', newPassword: 'agua-de-riego', confirmPassword: 'agua-de-riego' },
    ]);
    expect(current).toHaveValue('');
  });

  it('says when the current password is wrong, marks it, and keeps what was typed', async () => {
    mockOnlineApi({ [CHANGE_PASSWORD_URL]: currentPasswordIncorrect });
    const { onChanged } = renderForm(jest.fn(), 'always');
    const user = await fill('agua-de-riego', 'agua-de-riego');
    await user.type(screen.getByLabelText(/^Current Password/), 'not-it');

    await user.click(updateButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is not correct.');
    expect(screen.getByLabelText(/^Current Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Current Password/)).toHaveValue('not-it');
    expect(screen.getByLabelText(/^New Password/)).toHaveValue('agua-de-riego');
    expect(await findToast('Update Failed')).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();

    // Correcting it clears the message.
    await user.type(screen.getByLabelText(/^Current Password/), '!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says how long to wait after too many wrong current passwords', async () => {
    mockOnlineApi({ [CHANGE_PASSWORD_URL]: rateLimitedFor(120) });
    renderForm(jest.fn(), 'always');
    const user = await fill('agua-de-riego', 'agua-de-riego');
    await user.type(screen.getByLabelText(/^Current Password/), 'not-it');

    await user.click(updateButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 2 minutes.');
  });

  it('speaks Spanish: the label, a wrong current password and the wait', async () => {
    await setLanguage('es');
    let reply = currentPasswordIncorrect;
    mockOnlineApi({ [CHANGE_PASSWORD_URL]: () => reply() });
    renderForm(jest.fn(), 'always');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Contraseña actual/), 'no-es-esta');
    await user.type(screen.getByLabelText(/^Nueva contraseña/), 'agua-de-riego');
    await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'agua-de-riego');

    await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tu contraseña actual no es correcta.');

    reply = rateLimitedFor(40);
    await user.type(screen.getByLabelText(/^Contraseña actual/), '!');
    await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiados intentos. Vuelve a intentarlo en 1 minuto.');
  });
});
