import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  emptyInspectionDocument,
  PASSWORD_PROMPT_DELAY_MS,
  TECHNICIAN_DATA_REFETCH_MS,
  type AuthUser,
  type Inspection,
  type StoredTechnician,
} from '@irrigo/contracts';
import { initI18n, setLanguage } from '@irrigo/i18n';
import { HEALTH_URL, readPersistedSession, STORAGE_KEYS, useSessionStore } from '@irrigo/session';
import { useToastStore } from '@irrigo/ui';
import { answer, mockApi, renderScreen } from '@irrigo/test-web';
import { replaceDeviceDatabaseForTests, type DeviceDatabase } from '../../device-store';
import { freshDeviceDatabase } from '../../device-store/testing';
import { RECENT_INSPECTIONS_URL } from './api/recent-inspections';
import { deviceTimeZone, technicianStatsUrl } from './api/technician-stats';
import { PASSWORD_PROMPT_SKIPPED_KEY } from './hooks/use-password-prompt';
import TechDashboard from './TechDashboard';

/** The gateway answers the health check, so the field screens know they are online. */
const mockOnlineApi = (handlers: Parameters<typeof mockApi>[0]) => mockApi({ [HEALTH_URL]: () => answer(200, { status: 'ok', services: {} }), ...handlers });

const serverTechnician: AuthUser = {
  id: 'u7',
  email: 'luis@riegos.co',
  name: 'Luis Ortega',
  role: 'technician',
  locationId: 'loc-1',
  organizationId: 'org-1',
  technicianId: 'tech-7',
  mustChangePassword: false,
};

const storedTechnician: StoredTechnician = {
  id: 'tech-7',
  email: 'luis@riegos.co',
  firstName: 'Luis',
  lastName: 'Ortega',
  role: 'technician',
};

function storeTechnician() {
  window.localStorage.setItem(STORAGE_KEYS.technicianAuth, JSON.stringify(storedTechnician));
  window.localStorage.setItem(STORAGE_KEYS.passwordChangeShown, 'true');
  useSessionStore.setState(readPersistedSession());
}

const networkError = () => Promise.reject(new TypeError('Failed to fetch'));

function renderDashboard() {
  return renderScreen(<TechDashboard />, { path: '/tech-dashboard' });
}

beforeEach(async () => {
  // One connectivity store per page: each test starts before the first health check.
  useSessionStore.setState({ connectivity: 'checking' });
  window.localStorage.clear();
  window.sessionStorage.clear();
  useToastStore.setState({ toasts: [] });
  useSessionStore.setState(readPersistedSession());
  initI18n();
  await setLanguage('en');
});

describe('TechDashboard sign-in state', () => {
  it('shows the signed-in technician from the server', async () => {
    mockOnlineApi({ '/api/auth/user': () => answer(200, serverTechnician) });
    renderDashboard();

    expect(await screen.findByRole('heading', { level: 1, name: /Luis!$/ })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Luis Ortega')).toBeInTheDocument();
    expect(within(profile).getByText('luis@riegos.co')).toBeInTheDocument();
    expect(within(profile).getByText('Field Technician')).toBeInTheDocument();
    expect(screen.queryByText('Showing the profile saved on this device')).not.toBeInTheDocument();
  });

  it('redirects to /tech-login with no user and no stored technician', async () => {
    mockOnlineApi({ '/api/auth/user': () => answer(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign in' }) });
    renderDashboard();

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tech-login'));
  });

  it('redirects to /tech-login when the server cannot be reached and nothing is stored', async () => {
    mockOnlineApi({ '/api/auth/user': networkError });
    renderDashboard();

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tech-login'));
  });

  it('falls back to the stored technician when /api/auth/user fails with a network error', async () => {
    storeTechnician();
    mockOnlineApi({ '/api/auth/user': networkError });
    renderDashboard();

    expect(await screen.findByText('Showing the profile saved on this device')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /Luis!$/ })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Profile' })).getByText('Luis Ortega')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/tech-dashboard');
  });

  it('forgets the stored technician and goes to login when the server says the session ended', async () => {
    storeTechnician();
    mockOnlineApi({ '/api/auth/user': () => answer(401, '') });
    renderDashboard();

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tech-login'));
    expect(window.localStorage.getItem(STORAGE_KEYS.technicianAuth)).toBeNull();
  });

  it('tells the technician to change a default password', async () => {
    mockOnlineApi({ '/api/auth/user': () => answer(200, { ...serverTechnician, mustChangePassword: true }) });
    renderDashboard();

    expect(await screen.findByText('Change your default password')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/tech-settings');
  });

  it('greets in Spanish with a translated role', async () => {
    await setLanguage('es');
    mockOnlineApi({ '/api/auth/user': () => answer(200, serverTechnician) });
    renderDashboard();

    expect(await screen.findByRole('heading', { level: 1, name: /^¡Buen(os días|as tardes|as noches), Luis!$/ })).toBeInTheDocument();
    expect(screen.getByText('Técnico de campo')).toBeInTheDocument();
  });
});

describe('TechDashboard navigation', () => {
  it('opens the side menu with the spec’s items and links', async () => {
    mockOnlineApi({ '/api/auth/user': () => answer(200, serverTechnician) });
    renderDashboard();
    await screen.findByRole('region', { name: 'Profile' });

    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));

    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/tech-dashboard'],
      ['Inspections', '/irrigation-inspection'],
      ['My customers', '/tech-customers'],
      ['Site Map', '/site-mapping'],
      ['Sell Service Plans', '/tech-service-plans'],
      ['Pricebook', '/tech-pricebook'],
      ['Settings', '/tech-settings'],
    ]);
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('leads to My customers and the pricebook, which work with no signal', async () => {
    mockOnlineApi({ '/api/auth/user': () => answer(200, serverTechnician) });
    renderDashboard();
    await screen.findByRole('region', { name: 'Profile' });

    const onSite = screen.getByRole('navigation', { name: 'On site' });
    expect(within(onSite).getByRole('link', { name: /^My customers/ })).toHaveAttribute('href', '/tech-customers');
    expect(within(onSite).getByRole('link', { name: /^Pricebook/ })).toHaveAttribute('href', '/tech-pricebook');
  });

  it('closes the side menu and navigates when an item is chosen', async () => {
    mockOnlineApi({ '/api/auth/user': () => answer(200, serverTechnician) });
    renderDashboard();
    await screen.findByRole('region', { name: 'Profile' });

    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Site Map' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/site-mapping'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has a bottom bar of five tabs with Home active', async () => {
    mockOnlineApi({ '/api/auth/user': () => answer(200, serverTechnician) });
    renderDashboard();
    await screen.findByRole('region', { name: 'Profile' });

    const bar = screen.getByRole('navigation', { name: 'Technician tabs' });
    const tabs = within(bar).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Home', '/tech-dashboard'],
      ['Inspections', '/irrigation-inspection'],
      ['Pricebook', '/tech-pricebook'],
      ['Plans', '/tech-service-plans'],
      ['Settings', '/tech-settings'],
    ]);
    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Plans' })).not.toHaveAttribute('aria-current');
  });
});

describe('TechDashboard logout', () => {
  it('logs out on the server, clears the stored technician and the prompt flag, and opens the login', async () => {
    storeTechnician();
    const fetchMock = mockOnlineApi({
      '/api/auth/user': () => answer(200, serverTechnician),
      '/api/auth/logout': () => answer(204, ''),
    });
    renderDashboard();
    await screen.findByRole('region', { name: 'Profile' });

    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tech-login'));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST', credentials: 'include' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.technicianAuth)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.passwordChangeShown)).toBeNull();
    expect(useSessionStore.getState().technician).toBeNull();
  });

  it('still clears the device and opens the login when the logout call fails', async () => {
    storeTechnician();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockOnlineApi({ '/api/auth/user': () => answer(200, serverTechnician), '/api/auth/logout': networkError });
    renderDashboard();
    await screen.findByRole('region', { name: 'Profile' });

    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tech-login'));
    expect(window.localStorage.getItem(STORAGE_KEYS.technicianAuth)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});

describe('TechDashboard password prompt', () => {
  const CHANGE_PASSWORD_URL = '/api/auth/technician/change-password';

  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  const promptDialog = () => screen.queryByRole('dialog', { name: 'Change Your Password' });
  const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  const typing = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

  async function openDashboard(user: AuthUser = serverTechnician, extra: Record<string, () => Response | Promise<Response>> = {}) {
    const fetchMock = mockOnlineApi({ '/api/auth/user': () => answer(200, user), ...extra });
    renderDashboard();
    await screen.findByRole('region', { name: /^(Profile|Perfil)$/ });
    return fetchMock;
  }

  it('opens 2 s after the first visit and remembers that it was shown', async () => {
    await openDashboard();

    await advance(PASSWORD_PROMPT_DELAY_MS - 100);
    expect(promptDialog()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.passwordChangeShown)).toBeNull();

    await advance(100);
    const dialog = promptDialog();
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveTextContent('change the default password');
    expect(within(dialog as HTMLElement).getByLabelText(/^New Password/)).toBeInTheDocument();
    expect(within(dialog as HTMLElement).getByLabelText(/^Confirm Password/)).toBeInTheDocument();
    expect(within(dialog as HTMLElement).getByRole('button', { name: 'Update Password' })).toBeDisabled();
    expect(within(dialog as HTMLElement).getByRole('button', { name: 'Skip for Now' })).toBeEnabled();
    expect(window.localStorage.getItem(STORAGE_KEYS.passwordChangeShown)).not.toBeNull();
  });

  it('does not open on a later visit', async () => {
    window.localStorage.setItem(STORAGE_KEYS.passwordChangeShown, 'true');
    await openDashboard();

    await advance(PASSWORD_PROMPT_DELAY_MS * 3);

    expect(promptDialog()).not.toBeInTheDocument();
  });

  it('opens on a later visit while the server says the default password must be changed', async () => {
    window.localStorage.setItem(STORAGE_KEYS.passwordChangeShown, 'true');
    await openDashboard({ ...serverTechnician, mustChangePassword: true });

    await advance(PASSWORD_PROMPT_DELAY_MS);

    expect(promptDialog()).toBeInTheDocument();
  });

  it('Skip for Now closes it, and it stays closed when Home is opened again in this tab', async () => {
    await openDashboard({ ...serverTechnician, mustChangePassword: true });
    await advance(PASSWORD_PROMPT_DELAY_MS);

    await typing().click(within(promptDialog() as HTMLElement).getByRole('button', { name: 'Skip for Now' }));

    expect(promptDialog()).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(PASSWORD_PROMPT_SKIPPED_KEY)).not.toBeNull();
  });

  it('does not open once skipped in this tab, even while the default password is still in use', async () => {
    window.localStorage.setItem(STORAGE_KEYS.passwordChangeShown, 'true');
    window.sessionStorage.setItem(PASSWORD_PROMPT_SKIPPED_KEY, 'true');
    await openDashboard({ ...serverTechnician, mustChangePassword: true });

    await advance(PASSWORD_PROMPT_DELAY_MS * 2);

    expect(promptDialog()).not.toBeInTheDocument();
  });

  it('changes the password, confirms, closes, and drops the default-password notice', async () => {
    let mustChangePassword = true;
    const fetchMock = await openDashboard(
      { ...serverTechnician, mustChangePassword: true },
      {
        '/api/auth/user': () => answer(200, { ...serverTechnician, mustChangePassword }),
        [CHANGE_PASSWORD_URL]: () => {
          mustChangePassword = false;
          return answer(200, { message: 'Password changed' });
        },
      },
    );
    expect(screen.getByText('Change your default password')).toBeInTheDocument();
    await advance(PASSWORD_PROMPT_DELAY_MS);
    const dialog = promptDialog() as HTMLElement;
    const user = typing();

    await user.type(within(dialog).getByLabelText(/^New Password/), 'agua-de-riego');
    await user.type(within(dialog).getByLabelText(/^Confirm Password/), 'agua-de-riego');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));

    await waitFor(() => expect(promptDialog()).not.toBeInTheDocument());
    expect(screen.getByText('Password Updated')).toBeInTheDocument();
    const body = fetchMock.mock.calls.find(([url]) => url === CHANGE_PASSWORD_URL)?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({ email: serverTechnician.email, newPassword: 'agua-de-riego', confirmPassword: 'agua-de-riego' });
    await waitFor(() => expect(screen.queryByText('Change your default password')).not.toBeInTheDocument());
  });

  it('shows only the two fields, and asks for the current password only when the server does (a session signed in a while ago)', async () => {
    let asks = true;
    const fetchMock = await openDashboard(
      { ...serverTechnician, mustChangePassword: true },
      {
        [CHANGE_PASSWORD_URL]: () =>
          asks
            ? answer(403, { statusCode: 403, code: 'CURRENT_PASSWORD_REQUIRED', message: 'Enter your current password to change it' })
            : answer(200, { message: 'Password updated successfully' }),
      },
    );
    await advance(PASSWORD_PROMPT_DELAY_MS);
    const dialog = promptDialog() as HTMLElement;
    const user = typing();
    expect(within(dialog).queryByLabelText(/^Current Password/)).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^New Password/), 'agua-de-riego');
    await user.type(within(dialog).getByLabelText(/^Confirm Password/), 'agua-de-riego');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));

    const current = await within(dialog).findByLabelText(/^Current Password/);
    expect(within(dialog).getByText('For your security, enter your current password to change it.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^New Password/)).toHaveValue('agua-de-riego');
    expect(within(dialog).getByLabelText(/^Confirm Password/)).toHaveValue('agua-de-riego');
    expect(within(dialog).getByRole('button', { name: 'Update Password' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Skip for Now' })).toBeEnabled();
    expect(screen.queryByText('Update Failed')).not.toBeInTheDocument();

    asks = false;
    await user.type(current, 'Temporal-Inicial-1');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));

    await waitFor(() => expect(promptDialog()).not.toBeInTheDocument());
    expect(screen.getByText('Password Updated')).toBeInTheDocument();
    const bodies = fetchMock.mock.calls.filter(([url]) => url === CHANGE_PASSWORD_URL).map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    expect(bodies).toEqual([
      { email: serverTechnician.email, newPassword: 'agua-de-riego', confirmPassword: 'agua-de-riego' },
      { email: serverTechnician.email, currentPassword: 'Temporal-Inicial-1', newPassword: 'agua-de-riego', confirmPassword: 'agua-de-riego' },
    ]);
  });

  it('says a wrong current password in the prompt', async () => {
    let reply = () => answer(403, { statusCode: 403, code: 'CURRENT_PASSWORD_REQUIRED', message: 'Enter your current password to change it' });
    await openDashboard(serverTechnician, { [CHANGE_PASSWORD_URL]: () => reply() });
    await advance(PASSWORD_PROMPT_DELAY_MS);
    const dialog = promptDialog() as HTMLElement;
    const user = typing();
    await user.type(within(dialog).getByLabelText(/^New Password/), 'agua-de-riego');
    await user.type(within(dialog).getByLabelText(/^Confirm Password/), 'agua-de-riego');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));

    reply = () => answer(403, { statusCode: 403, code: 'CURRENT_PASSWORD_INCORRECT', message: 'The current password is not correct' });
    await user.type(await within(dialog).findByLabelText(/^Current Password/), 'not-it');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your current password is not correct.');
    expect(within(dialog).getByLabelText(/^Current Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Update Failed')).toBeInTheDocument();
    expect(promptDialog()).toBeInTheDocument();
  });

  it('stays open with Update Failed when the server refuses', async () => {
    await openDashboard(serverTechnician, {
      [CHANGE_PASSWORD_URL]: () => answer(400, { statusCode: 400, code: 'PASSWORD_TOO_COMMON', message: 'Too common' }),
    });
    await advance(PASSWORD_PROMPT_DELAY_MS);
    const dialog = promptDialog() as HTMLElement;
    const user = typing();

    await user.type(within(dialog).getByLabelText(/^New Password/), 'password1');
    await user.type(within(dialog).getByLabelText(/^Confirm Password/), 'password1');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('too common');
    expect(screen.getByText('Update Failed')).toBeInTheDocument();
    expect(promptDialog()).toBeInTheDocument();
  });

  it('does not ask an administrator looking at the field screens', async () => {
    await openDashboard({ ...serverTechnician, role: 'admin', technicianId: null });

    await advance(PASSWORD_PROMPT_DELAY_MS * 2);

    expect(promptDialog()).not.toBeInTheDocument();
  });

  it('asks in Spanish', async () => {
    await setLanguage('es');
    await openDashboard();

    await advance(PASSWORD_PROMPT_DELAY_MS);

    const dialog = screen.getByRole('dialog', { name: 'Cambia tu contraseña' });
    expect(within(dialog).getByRole('button', { name: 'Actualizar contraseña' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Omitir por ahora' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('cambia la contraseña predeterminada');
    expect(within(dialog).queryByLabelText(/^Contraseña actual/)).not.toBeInTheDocument();
  });

  it('asks for the current password in Spanish when the server does', async () => {
    await setLanguage('es');
    await openDashboard(serverTechnician, {
      [CHANGE_PASSWORD_URL]: () => answer(403, { statusCode: 403, code: 'CURRENT_PASSWORD_REQUIRED', message: 'Enter your current password to change it' }),
    });
    await advance(PASSWORD_PROMPT_DELAY_MS);
    const dialog = screen.getByRole('dialog', { name: 'Cambia tu contraseña' });
    const user = typing();

    await user.type(within(dialog).getByLabelText(/^Nueva contraseña/), 'agua-de-riego');
    await user.type(within(dialog).getByLabelText(/^Confirmar contraseña/), 'agua-de-riego');
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar contraseña' }));

    expect(await within(dialog).findByLabelText(/^Contraseña actual/)).toHaveFocus();
    expect(within(dialog).getByText('Por tu seguridad, escribe tu contraseña actual para cambiarla.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Nueva contraseña/)).toHaveValue('agua-de-riego');
    expect(within(dialog).getByRole('button', { name: 'Actualizar contraseña' })).toBeDisabled();
  });
});

describe('TechDashboard numbers and recent inspections', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const statsUrl = technicianStatsUrl('tech-7', deviceTimeZone());
  const serverStats = { inspectionsToday: 1, inspectionsThisMonth: 6, revenueThisMonth: '900.00', servicePlansThisMonth: null, averageRating: null };

  function serverInspection(reportNumber: string, createdAt: Date, overrides: Partial<Inspection> = {}): Inspection {
    return {
      id: `0190${reportNumber.slice(-4)}-0000-7000-8000-000000000000`,
      reportNumber,
      clientName: `Client ${reportNumber}`,
      clientAddress: '500 Mesa Dr',
      status: 'completed',
      completedDate: createdAt.toISOString(),
      createdAt: createdAt.toISOString(),
      savedAt: createdAt.toISOString(),
      estimatedTotal: '300.00',
      technicianId: 'tech-7',
      inspectorName: 'Luis Ortega',
      source: 'database',
      ...overrides,
    };
  }

  /** An inspection on this device: never sent (baseVersion null) unless told, waiting in the outbox when unsent. */
  async function putLocal(
    db: DeviceDatabase,
    init: { id: string; reportNumber: string; name: string; createdAt: Date; costCents: number; sent?: boolean; unsent?: boolean; ownerId?: string },
  ) {
    const document = emptyInspectionDocument({ technicianName: 'Luis Ortega', inspectionDate: init.createdAt.toISOString().slice(0, 10), language: 'en' });
    document.customer.name = init.name;
    document.customer.address = '9 Palo Verde Ln';
    document.mainLine.estimatedCostCents = init.costCents;
    const ownerId = init.ownerId ?? 'tech-7';
    await db.inspections.put({
      ownerId,
      id: init.id,
      reportNumber: init.reportNumber,
      status: 'draft',
      document,
      createdAt: init.createdAt.toISOString(),
      savedAt: init.createdAt.toISOString(),
      completedAt: null,
      baseVersion: init.sent ? 1 : null,
      conflict: null,
    });
    if (init.unsent ?? !init.sent) {
      await db.outbox.put({
        ownerId,
        key: `inspection:${init.id}`,
        kind: 'inspection',
        entityId: init.id,
        inspectionId: init.id,
        attempts: 0,
        nextAttemptAt: 0,
        lastFailure: null,
        enqueuedAt: init.createdAt.toISOString(),
      });
    }
  }

  const card = (name: string) => screen.getByText(name).closest('div') as HTMLElement;
  const recentList = () => within(screen.getByRole('region', { name: 'Recent inspections' }));

  let db: DeviceDatabase;
  beforeEach(() => {
    db = freshDeviceDatabase();
  });
  afterEach(() => replaceDeviceDatabaseForTests(null));

  it('merges the device’s inspections with the server’s by report number, newest first, and counts yesterday’s unsent in today', async () => {
    const now = Date.now();
    await putLocal(db, { id: 'local-today', reportNumber: 'IR-261124-TODAY001', name: 'Casa Gómez', createdAt: new Date(now - 60_000), costCents: 12_500 });
    await putLocal(db, { id: 'local-yesterday', reportNumber: 'IR-261123-YSTRDAY1', name: 'Rancho Viejo', createdAt: new Date(now - DAY), costCents: 5_000 });
    // Sent earlier and listed by the server too: shown once, counted once.
    await putLocal(db, {
      id: 'local-sent',
      reportNumber: 'IR-261120-SENT0001',
      name: 'Old copy on the device',
      createdAt: new Date(now - 4 * DAY),
      costCents: 1_000,
      sent: true,
    });
    // Another technician's, on the same iPad: never shown to this one.
    await putLocal(db, {
      id: 'someone-else',
      reportNumber: 'IR-261124-OTHER001',
      name: 'Not Luis’s',
      createdAt: new Date(now),
      costCents: 100,
      ownerId: 'tech-9',
    });
    mockOnlineApi({
      '/api/auth/user': () => answer(200, serverTechnician),
      [statsUrl]: () => answer(200, serverStats),
      [RECENT_INSPECTIONS_URL]: () =>
        answer(200, [
          serverInspection('IR-261124-SERVER01', new Date(now - 2 * 60_000)),
          serverInspection('IR-261120-SENT0001', new Date(now - 4 * DAY), { clientName: 'Hacienda Sol', status: 'in review' }),
        ]),
    });
    renderDashboard();

    await waitFor(() => expect(recentList().getAllByRole('link', { name: /Client|Casa|Rancho|Hacienda/ })).toHaveLength(4));
    const items = recentList().getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/inspection/local-today',
      `/inspection/${serverInspection('IR-261124-SERVER01', new Date()).id}`,
      '/inspection/local-yesterday',
      `/inspection/${serverInspection('IR-261120-SENT0001', new Date()).id}`,
    ]);
    const [today, server, , sent] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(today).getByText('Casa Gómez')).toBeInTheDocument();
    expect(within(today).getByText('IR-261124-TODAY001')).toBeInTheDocument();
    expect(within(today).getByText('Draft')).toBeInTheDocument();
    expect(within(today).getByText('$125.00')).toBeInTheDocument();
    expect(within(today).getByText('On this device')).toBeInTheDocument();
    expect(within(server).getByText('Completed')).toBeInTheDocument();
    expect(within(server).queryByText('On this device')).not.toBeInTheDocument();
    // The server's copy of one it already has, with a status the app does not know shown as it came.
    expect(within(sent).getByText('Hacienda Sol')).toBeInTheDocument();
    expect(within(sent).getByText('in review')).toBeInTheDocument();
    expect(screen.queryByText('Not Luis’s')).not.toBeInTheDocument();

    // Server 1 today + the device's never-sent of today and yesterday; the month adds them too.
    await waitFor(() => expect(within(card('Inspections today')).getByText('3')).toBeInTheDocument());
    // The month starts on the 1st: yesterday's counts in it unless today is the 1st.
    const thisMonth = [now - 60_000, now - DAY].filter((time) => new Date(time).getMonth() === new Date(now).getMonth()).length;
    expect(within(card('This month')).getByText(String(6 + thisMonth))).toBeInTheDocument();
    expect(within(card('Service plans sold')).getByText('N/A')).toBeInTheDocument();
    expect(within(card('Rating')).getByText('N/A')).toBeInTheDocument();
    expect(screen.queryByText(/these numbers count only the inspections on this device/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Inspection' })).toHaveAttribute('href', '/inspection');
    expect(screen.getByRole('link', { name: /^Sell Plans/ })).toHaveAttribute('href', '/tech-service-plans');
  });

  it('shows only five, and the empty state when there is nothing anywhere', async () => {
    mockOnlineApi({
      '/api/auth/user': () => answer(200, serverTechnician),
      [statsUrl]: () => answer(200, { ...serverStats, inspectionsToday: 0 }),
      [RECENT_INSPECTIONS_URL]: () => answer(200, []),
    });
    renderDashboard();

    expect(await screen.findByText('No recent inspections')).toBeInTheDocument();
    expect(screen.getByText('Start an inspection to see it here.')).toBeInTheDocument();
    await waitFor(() => expect(within(card('Inspections today')).getByText('0')).toBeInTheDocument());
  });

  it('lists at most the five newest', async () => {
    const now = Date.now();
    for (let i = 0; i < 4; i += 1)
      await putLocal(db, { id: `local-${i}`, reportNumber: `IR-261124-LOCAL00${i}`, name: `Local ${i}`, createdAt: new Date(now - i * 60_000), costCents: 0 });
    mockOnlineApi({
      '/api/auth/user': () => answer(200, serverTechnician),
      [statsUrl]: () => answer(200, serverStats),
      [RECENT_INSPECTIONS_URL]: () =>
        answer(
          200,
          [0, 1, 2, 3, 4].map((i) => serverInspection(`IR-261124-SRVR000${i}`, new Date(now - (i * 60_000 + 30_000)))),
        ),
    });
    renderDashboard();

    await waitFor(() => expect(recentList().getAllByRole('listitem')).toHaveLength(5));
    expect(
      recentList()
        .getAllByRole('listitem')
        .map((item) => item.querySelector('a')?.textContent?.match(/Local \d|Client IR-261124-SRVR000\d/)?.[0]),
    ).toEqual(['Local 0', 'Client IR-261124-SRVR0000', 'Local 1', 'Client IR-261124-SRVR0001', 'Local 2']);
  });

  it('with no signal, counts and lists the device’s inspections and says the numbers are from this device only', async () => {
    storeTechnician();
    const now = Date.now();
    await putLocal(db, { id: 'local-today', reportNumber: 'IR-261124-TODAY001', name: 'Casa Gómez', createdAt: new Date(now - 60_000), costCents: 12_500 });
    await putLocal(db, { id: 'local-yesterday', reportNumber: 'IR-261123-YSTRDAY1', name: 'Rancho Viejo', createdAt: new Date(now - DAY), costCents: 5_000 });
    await putLocal(db, {
      id: 'local-old',
      reportNumber: 'IR-261101-OLD00001',
      name: 'Finca Norte',
      createdAt: new Date(now - 3 * DAY),
      costCents: 0,
      sent: true,
    });
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    mockApi({ [HEALTH_URL]: networkError, '/api/auth/user': networkError, [statsUrl]: networkError, [RECENT_INSPECTIONS_URL]: networkError });
    renderDashboard();

    await waitFor(() => expect(recentList().getAllByRole('listitem')).toHaveLength(3));
    expect(
      recentList()
        .getAllByRole('listitem')
        .map((item) => within(item).getAllByText(/Casa|Rancho|Finca/)[0]?.textContent),
    ).toEqual(['Casa Gómez', 'Rancho Viejo', 'Finca Norte']);
    expect(screen.getByText('No connection to the office: showing the inspections on this device.')).toBeInTheDocument();
    expect(await screen.findByText('No connection to the office: these numbers count only the inspections on this device.')).toBeInTheDocument();
    expect(within(card('Inspections today')).getByText('2')).toBeInTheDocument();
    expect(within(card('Service plans sold')).getByText('N/A')).toBeInTheDocument();
  });

  it('moves on to the new day at midnight while it stays open', async () => {
    // Only the clock and the intervals are faked: the device store and the screen's own waits keep real time.
    const beforeMidnight = new Date();
    beforeMidnight.setHours(23, 59, 30, 0);
    jest.useFakeTimers({ now: beforeMidnight, doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick'] });
    try {
      storeTechnician();
      const yesterdayMorning = new Date(beforeMidnight);
      yesterdayMorning.setDate(yesterdayMorning.getDate() - 1);
      yesterdayMorning.setHours(10, 0, 0, 0);
      await putLocal(db, { id: 'local-yesterday', reportNumber: 'IR-261123-YSTRDAY1', name: 'Rancho Viejo', createdAt: yesterdayMorning, costCents: 5_000 });
      jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
      mockApi({ [HEALTH_URL]: networkError, '/api/auth/user': networkError, [statsUrl]: networkError, [RECENT_INSPECTIONS_URL]: networkError });
      renderDashboard();

      // Yesterday's inspection counts in today (spec §4)…
      await waitFor(() => expect(within(card('Inspections today')).getByText('1')).toBeInTheDocument());
      // …until midnight, when yesterday is the day before: no reopening needed.
      act(() => jest.advanceTimersByTime(TECHNICIAN_DATA_REFETCH_MS));
      await waitFor(() => expect(within(card('Inspections today')).getByText('0')).toBeInTheDocument());
    } finally {
      jest.useRealTimers();
    }
  });

  it('speaks Spanish', async () => {
    await setLanguage('es');
    await putLocal(db, { id: 'local-today', reportNumber: 'IR-261124-TODAY001', name: 'Casa Gómez', createdAt: new Date(), costCents: 12_500 });
    mockOnlineApi({
      '/api/auth/user': () => answer(200, serverTechnician),
      [statsUrl]: () => answer(200, serverStats),
      [RECENT_INSPECTIONS_URL]: () => answer(200, []),
    });
    renderDashboard();

    const list = within(await screen.findByRole('region', { name: 'Inspecciones recientes' }));
    expect(await list.findByText('Borrador')).toBeInTheDocument();
    expect(list.getByText('En este dispositivo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nueva inspección' })).toHaveAttribute('href', '/inspection');
    await waitFor(() => expect(within(card('Planes de servicio vendidos')).getByText('N/D')).toBeInTheDocument());
  });
});
