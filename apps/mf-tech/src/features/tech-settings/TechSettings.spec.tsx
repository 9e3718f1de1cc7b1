import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthUser } from '@irrigo/contracts';
import { getLanguage, initI18n, setLanguage } from '@irrigo/i18n';
import { HEALTH_URL, readPersistedSession, STORAGE_KEYS, useSessionStore } from '@irrigo/session';
import { useToastStore } from '@irrigo/ui';
import { answer, mockApi, renderScreen } from '@irrigo/test-web';
import { TECHNICIAN_SETTINGS_STORAGE_KEY, defaultTechnicianSettings } from './technician-settings';
import TechSettings from './TechSettings';

/** The gateway answers the health check, so the field screens know they are online. */
const mockOnlineApi = (handlers: Parameters<typeof mockApi>[0]) => mockApi({ [HEALTH_URL]: () => answer(200, { status: 'ok', services: {} }), ...handlers });

const technician: AuthUser = {
  id: 'u7',
  email: 'luis@riegos.co',
  name: 'Luis Ortega',
  role: 'technician',
  locationId: 'loc-1',
  organizationId: 'org-1',
  technicianId: 'tech-7',
  mustChangePassword: false,
};

const stored = () => JSON.parse(window.localStorage.getItem(TECHNICIAN_SETTINGS_STORAGE_KEY) ?? 'null') as unknown;

async function openSettings(extra: Record<string, () => Response | Promise<Response>> = {}) {
  const fetchMock = mockOnlineApi({ '/api/auth/user': () => answer(200, technician), ...extra });
  renderScreen(<TechSettings />, { path: '/tech-settings' });
  await screen.findByRole('region', { name: /^(Profile|Perfil)$/ });
  return fetchMock;
}

const region = (name: string) => screen.getByRole('region', { name });

beforeEach(async () => {
  // One connectivity store per page: each test starts before the first health check.
  useSessionStore.setState({ connectivity: 'checking' });
  window.localStorage.clear();
  useToastStore.setState({ toasts: [] });
  useSessionStore.setState(readPersistedSession());
  initI18n();
  await setLanguage('en');
});

describe('TechSettings', () => {
  it('shows the profile, the password form, the groups and Sign Out in the technician frame', async () => {
    await openSettings();

    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const profile = region('Profile');
    expect(within(profile).getByText('Luis Ortega')).toBeInTheDocument();
    expect(within(profile).getByText('luis@riegos.co')).toBeInTheDocument();
    expect(within(profile).getByText('Field Technician')).toBeInTheDocument();
    const password = region('Change Password');
    expect(within(password).getByLabelText(/^Current Password/)).toHaveAttribute('type', 'password');
    expect(within(password).getByLabelText(/^New Password/)).toBeInTheDocument();
    expect(within(password).getByRole('button', { name: 'Update Password' })).toBeDisabled();
    for (const name of ['Notifications', 'Preferences', 'Privacy']) expect(region(name)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Technician tabs' });
    expect(within(tabs).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  });

  it('starts from the defaults: push, e-mail, reminders and schedule updates on, SMS off, auto-save every 5 minutes', async () => {
    await openSettings();

    const notifications = region('Notifications');
    const state = (name: string) => within(notifications).getByRole('switch', { name }).getAttribute('aria-checked');
    expect(state('Push notifications')).toBe('true');
    expect(state('E-mail notifications')).toBe('true');
    expect(state('SMS notifications')).toBe('false');
    expect(state('Inspection reminders')).toBe('true');
    expect(state('Schedule updates')).toBe('true');
    const preferences = region('Preferences');
    expect(within(preferences).getByLabelText('Language')).toHaveTextContent('English');
    expect(within(preferences).getByLabelText('Theme')).toHaveTextContent('Light');
    expect(within(preferences).getByLabelText('Auto-save frequency')).toHaveTextContent('Every 5 minutes');
    expect(within(preferences).getByLabelText('Default inspection template')).toHaveTextContent('Residential');
    for (const name of ['Share location', 'Route tracking', 'Usage analytics']) {
      expect(within(region('Privacy')).getByRole('switch', { name })).toHaveAttribute('aria-checked', 'false');
    }
  });

  it('keeps a change on the device at once and says Saved', async () => {
    await openSettings();
    const user = userEvent.setup();
    const notifications = region('Notifications');

    await user.click(within(notifications).getByRole('switch', { name: 'SMS notifications' }));

    expect(within(notifications).getByRole('switch', { name: 'SMS notifications' })).toHaveAttribute('aria-checked', 'true');
    expect(within(notifications).getByText('Saved')).toBeInTheDocument();
    expect(stored()).toMatchObject({ notifications: { smsNotifications: true, pushNotifications: true } });

    await user.click(within(region('Privacy')).getByRole('switch', { name: 'Share location' }));
    expect(stored()).toMatchObject({ notifications: { smsNotifications: true }, privacy: { shareLocation: true } });
    // The confirmation moves to the group that changed last.
    expect(within(region('Privacy')).getByText('Saved')).toBeInTheDocument();
    expect(within(region('Notifications')).queryByText('Saved')).not.toBeInTheDocument();
  });

  it('chooses from the spec’s auto-save options and the property types', async () => {
    await openSettings();
    const user = userEvent.setup();

    await user.click(screen.getByLabelText('Auto-save frequency'));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Every minute', 'Every 5 minutes', 'Every 10 minutes', 'Every 15 minutes']);
    await user.click(screen.getByRole('option', { name: 'Every 10 minutes' }));

    await user.click(screen.getByLabelText('Default inspection template'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Residential', 'Commercial', 'HOA / Community', 'Municipal']);
    await user.click(screen.getByRole('option', { name: 'HOA / Community' }));

    await user.click(screen.getByLabelText('Theme'));
    await user.click(screen.getByRole('option', { name: 'Dark' }));

    expect(stored()).toMatchObject({ preferences: { autoSaveFrequency: 10, defaultInspectionTemplate: 'hoa-community', theme: 'dark' } });
    expect(within(region('Preferences')).getByText('Saved')).toBeInTheDocument();
  });

  it('shows what was saved on the next visit', async () => {
    const saved = defaultTechnicianSettings('en');
    saved.notifications.pushNotifications = false;
    saved.preferences.autoSaveFrequency = 15;
    saved.privacy.analyticsEnabled = true;
    window.localStorage.setItem(TECHNICIAN_SETTINGS_STORAGE_KEY, JSON.stringify(saved));

    await openSettings();

    expect(within(region('Notifications')).getByRole('switch', { name: 'Push notifications' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByLabelText('Auto-save frequency')).toHaveTextContent('Every 15 minutes');
    expect(within(region('Privacy')).getByRole('switch', { name: 'Usage analytics' })).toHaveAttribute('aria-checked', 'true');
  });

  it('starts from the defaults when what is stored is corrupt', async () => {
    window.localStorage.setItem(TECHNICIAN_SETTINGS_STORAGE_KEY, 'not json at all');

    await openSettings();

    expect(within(region('Notifications')).getByRole('switch', { name: 'SMS notifications' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByLabelText('Auto-save frequency')).toHaveTextContent('Every 5 minutes');
    expect(window.localStorage.getItem(TECHNICIAN_SETTINGS_STORAGE_KEY)).toBeNull();
  });

  it('switches the whole app to Spanish and keeps the choice', async () => {
    await openSettings();
    const user = userEvent.setup();

    await user.click(screen.getByLabelText('Language'));
    await user.click(screen.getByRole('option', { name: 'Español' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Configuración' })).toBeInTheDocument();
    expect(getLanguage()).toBe('es');
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('es');
    expect(stored()).toMatchObject({ preferences: { language: 'es' } });
    expect(within(region('Preferencias')).getByText('Guardado')).toBeInTheDocument();
    expect(within(region('Notificaciones')).getByRole('switch', { name: 'Notificaciones por SMS' })).toBeInTheDocument();
    expect(screen.getByLabelText('Frecuencia de autoguardado')).toHaveTextContent('Cada 5 minutos');
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('changes the password from here too, always with the current password', async () => {
    const fetchMock = await openSettings({ '/api/auth/technician/change-password': () => answer(200, { message: 'Password changed' }) });
    const user = userEvent.setup();
    const password = region('Change Password');

    await user.type(within(password).getByLabelText(/^New Password/), 'agua-de-riego');
    await user.type(within(password).getByLabelText(/^Confirm Password/), 'agua-de-riego');
    // The button waits for the current password too.
    expect(within(password).getByRole('button', { name: 'Update Password' })).toBeDisabled();
    await user.clear(within(password).getByLabelText(/^Confirm Password/));
    await user.type(within(password).getByLabelText(/^Current Password/), 'Temporal-Inicial-1');
    await user.type(within(password).getByLabelText(/^Confirm Password/), 'agua-riego');
    await user.click(within(password).getByRole('button', { name: 'Update Password' }));
    expect(await within(password).findByRole('alert')).toHaveTextContent('Password Mismatch');

    await user.clear(within(password).getByLabelText(/^Confirm Password/));
    await user.type(within(password).getByLabelText(/^Confirm Password/), 'agua-de-riego');
    await user.click(within(password).getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByText('Password Updated')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/technician/change-password', expect.objectContaining({ method: 'POST' }));
    const body = fetchMock.mock.calls.find(([url]) => url === '/api/auth/technician/change-password')?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({
      email: 'luis@riegos.co',
      currentPassword: 'Temporal-Inicial-1',
      newPassword: 'agua-de-riego',
      confirmPassword: 'agua-de-riego',
    });
  });

  it('asks for the current password in Spanish and says when it is wrong or when to try again', async () => {
    await setLanguage('es');
    let reply = () => answer(403, { statusCode: 403, code: 'CURRENT_PASSWORD_INCORRECT', message: 'The current password is not correct' });
    await openSettings({ '/api/auth/technician/change-password': () => reply() });
    const user = userEvent.setup();
    const password = region('Cambiar contraseña');
    const update = () => within(password).getByRole('button', { name: 'Actualizar contraseña' });

    await user.type(within(password).getByLabelText(/^Contraseña actual/), 'no-es-esta');
    await user.type(within(password).getByLabelText(/^Nueva contraseña/), 'agua-de-riego');
    expect(update()).toBeDisabled();
    await user.type(within(password).getByLabelText(/^Confirmar contraseña/), 'agua-de-riego');
    await user.click(update());

    expect(await within(password).findByRole('alert')).toHaveTextContent('Tu contraseña actual no es correcta.');
    expect(within(password).getByLabelText(/^Contraseña actual/)).toHaveAttribute('aria-invalid', 'true');

    reply = () =>
      Object.assign(answer(429, { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many attempts' }), {
        headers: { get: (name: string) => (name.toLowerCase() === 'retry-after' ? '600' : null) },
      });
    await user.type(within(password).getByLabelText(/^Contraseña actual/), '!');
    await user.click(update());
    expect(await within(password).findByRole('alert')).toHaveTextContent('Demasiados intentos. Vuelve a intentarlo en 10 minutos.');
  });

  it('signs out: logs out on the server, forgets the technician and the prompt flag, opens the technician login', async () => {
    window.localStorage.setItem(STORAGE_KEYS.passwordChangeShown, 'true');
    const fetchMock = await openSettings({ '/api/auth/logout': () => answer(204, '') });

    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tech-login'));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.passwordChangeShown)).toBeNull();
  });

  it('leaves the password form out for an office account', async () => {
    mockOnlineApi({ '/api/auth/user': () => answer(200, { ...technician, role: 'admin', technicianId: null }) });
    renderScreen(<TechSettings />, { path: '/tech-settings' });
    await screen.findByRole('region', { name: 'Profile' });

    expect(screen.queryByRole('region', { name: 'Change Password' })).not.toBeInTheDocument();
    expect(region('Notifications')).toBeInTheDocument();
  });

  it('opens the technician login when nobody is signed in', async () => {
    mockOnlineApi({ '/api/auth/user': () => answer(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign in' }) });
    renderScreen(<TechSettings />, { path: '/tech-settings' });

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tech-login'));
  });
});
