import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { PASSWORD_PROMPT_DELAY_MS, type AuthUser, type StoredTechnician } from '@irrigo/contracts';
import { initI18n, setLanguage } from '@irrigo/i18n';
import { CURRENT_USER_QUERY_KEY, HEALTH_URL, readPersistedSession, STORAGE_KEYS, useSessionStore } from '@irrigo/session';
import { useToastStore } from '@irrigo/ui';
import { answer, mockApi, renderScreen } from '@irrigo/test-web';
import TechDashboard from './TechDashboard';

const serverTechnician: AuthUser = {
  id: 'u7',
  email: 'luis@riegos.co',
  name: 'Luis Ortega Ruiz',
  role: 'technician',
  locationId: 'loc-1',
  organizationId: 'org-1',
  technicianId: 'tech-7',
  mustChangePassword: false,
};

const storedTechnician: StoredTechnician = { id: 'tech-7', email: 'luis@riegos.co', firstName: 'Luis', lastName: 'Ortega', role: 'technician' };

const networkError = () => Promise.reject(new TypeError('Failed to fetch'));
const healthy = () => answer(200, { status: 'ok', services: {} });

function storeTechnician({ promptShown = true } = {}) {
  window.localStorage.setItem(STORAGE_KEYS.technicianAuth, JSON.stringify(storedTechnician));
  if (promptShown) window.localStorage.setItem(STORAGE_KEYS.passwordChangeShown, 'true');
  useSessionStore.setState(readPersistedSession());
}

/** Airplane mode: the browser says offline and nothing answers. */
function goOffline() {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  return mockApi({ [HEALTH_URL]: networkError, '/api/auth/user': networkError });
}

/** The signal is back: the browser says online, fires 'online', and the gateway answers. */
function comeBackOnline(handlers: Parameters<typeof mockApi>[0]) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
  const fetchMock = mockApi({ [HEALTH_URL]: healthy, ...handlers });
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  return fetchMock;
}

const calls = (fetchMock: jest.Mock, url: string) => fetchMock.mock.calls.filter(([called]) => called === url).length;

function setStorageManager(storage: Partial<StorageManager> | undefined) {
  Object.defineProperty(window.navigator, 'storage', { value: storage, configurable: true });
}

function setDevice({ platform, maxTouchPoints, userAgent, standalone }: { platform: string; maxTouchPoints: number; userAgent: string; standalone?: boolean }) {
  jest.spyOn(window.navigator, 'platform', 'get').mockReturnValue(platform);
  Object.defineProperty(window.navigator, 'maxTouchPoints', { value: maxTouchPoints, configurable: true });
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  Object.defineProperty(window.navigator, 'standalone', { value: standalone, configurable: true });
}

const IPAD = {
  platform: 'MacIntel',
  maxTouchPoints: 5,
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15',
};

beforeEach(async () => {
  useSessionStore.setState({ connectivity: 'checking' });
  window.localStorage.clear();
  window.sessionStorage.clear();
  useToastStore.setState({ toasts: [] });
  useSessionStore.setState(readPersistedSession());
  initI18n();
  await setLanguage('en');
});

afterEach(() => {
  onlineManager.setOnline(true);
  // What the tests gave the navigator (jsdom has none of these): the next test starts on a plain desktop.
  for (const property of ['storage', 'maxTouchPoints', 'standalone']) Reflect.deleteProperty(window.navigator, property);
});

describe('TechDashboard with no signal', () => {
  it('opens with the technician saved on this device and says it is offline', async () => {
    storeTechnician();
    goOffline();
    renderScreen(<TechDashboard />, { path: '/tech-dashboard' });

    expect(await screen.findByRole('heading', { level: 1, name: /Luis!$/ })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Profile' })).getByText('Luis Ortega')).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Connection: Offline' })).toHaveTextContent('Offline');
    expect(screen.getByText('Showing the profile saved on this device')).toBeInTheDocument();
    expect(screen.queryByText('Loading your dashboard…')).not.toBeInTheDocument();
  });

  it('asks the server again when the signal is back and shows what it says', async () => {
    storeTechnician();
    goOffline();
    const { queryClient } = renderScreen(<TechDashboard />, { path: '/tech-dashboard' });
    await screen.findByRole('status', { name: 'Connection: Offline' });
    await waitFor(() => expect(queryClient.getQueryState(CURRENT_USER_QUERY_KEY)?.status).toBe('error'));

    const fetchMock = comeBackOnline({ '/api/auth/user': () => answer(200, serverTechnician) });

    expect(await screen.findByRole('status', { name: 'Connection: Online' })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Profile' })).getByText('Luis Ortega Ruiz')).toBeInTheDocument());
    expect(screen.queryByText('Showing the profile saved on this device')).not.toBeInTheDocument();
    expect(calls(fetchMock, '/api/auth/user')).toBe(1);
  });

  it('asks again when only the health check was failing (Wi-Fi with no internet) and it answers again', async () => {
    storeTechnician();
    // The browser believes it is online; only the gateway is out of reach.
    mockApi({ [HEALTH_URL]: networkError, '/api/auth/user': networkError });
    const { queryClient } = renderScreen(<TechDashboard />, { path: '/tech-dashboard' });
    await screen.findByRole('status', { name: 'Connection: Offline' });
    await waitFor(() => expect(queryClient.getQueryState(CURRENT_USER_QUERY_KEY)?.status).toBe('error'));

    const fetchMock = mockApi({ [HEALTH_URL]: healthy, '/api/auth/user': () => answer(200, serverTechnician) });
    // No browser event: the next 30 s poll finds the gateway.
    await act(() => useSessionStore.setState({ connectivity: 'online' }));

    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Profile' })).getByText('Luis Ortega Ruiz')).toBeInTheDocument());
    expect(calls(fetchMock, '/api/auth/user')).toBe(1);
  });

  it('speaks Spanish offline', async () => {
    await setLanguage('es');
    storeTechnician();
    goOffline();
    renderScreen(<TechDashboard />, { path: '/tech-dashboard' });

    expect(await screen.findByRole('status', { name: 'Conexión: Sin conexión' })).toBeInTheDocument();
    expect(screen.getByText('Mostrando el perfil guardado en este dispositivo')).toBeInTheDocument();
  });
});

describe('TechDashboard password prompt with no signal', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  const promptDialog = () => screen.queryByRole('dialog', { name: 'Change Your Password' });
  const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  it('waits for a connection instead of opening a form that cannot be sent, then opens 2 s after it is back', async () => {
    storeTechnician({ promptShown: false });
    goOffline();
    renderScreen(<TechDashboard />, { path: '/tech-dashboard' });
    await screen.findByRole('status', { name: 'Connection: Offline' });

    await advance(PASSWORD_PROMPT_DELAY_MS * 3);
    expect(promptDialog()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.passwordChangeShown)).toBeNull();

    comeBackOnline({ '/api/auth/user': () => answer(200, serverTechnician) });
    await screen.findByRole('status', { name: 'Connection: Online' });
    await advance(PASSWORD_PROMPT_DELAY_MS);

    expect(promptDialog()).toBeInTheDocument();
    expect(within(promptDialog() as HTMLElement).queryByText('Changing your password needs a connection')).not.toBeInTheDocument();
  });

  it('says so and holds Update Password when the signal drops while it is open', async () => {
    storeTechnician({ promptShown: false });
    mockApi({ [HEALTH_URL]: healthy, '/api/auth/user': () => answer(200, serverTechnician) });
    renderScreen(<TechDashboard />, { path: '/tech-dashboard' });
    await screen.findByRole('status', { name: 'Connection: Online' });
    await advance(PASSWORD_PROMPT_DELAY_MS);
    const dialog = promptDialog() as HTMLElement;
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.type(within(dialog).getByLabelText(/^New Password/), 'agua-de-riego');
    await user.type(within(dialog).getByLabelText(/^Confirm Password/), 'agua-de-riego');

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });

    expect(within(dialog).getByText('Changing your password needs a connection')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Update Password' })).toBeDisabled();
    expect(within(dialog).getByLabelText(/^New Password/)).toHaveValue('agua-de-riego');
  });
});

describe('TechDashboard keeping the data on this device', () => {
  const serverAnswers = () => mockApi({ [HEALTH_URL]: healthy, '/api/auth/user': () => answer(200, serverTechnician) });

  it('asks the browser once to keep the data after a technician is signed in', async () => {
    const persist = jest.fn(async () => true);
    setStorageManager({ persisted: async () => false, persist });
    serverAnswers();

    const first = renderScreen(<TechDashboard />, { path: '/tech-dashboard' });
    await screen.findByRole('region', { name: 'Profile' });
    await waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
    first.unmount();

    renderScreen(<TechDashboard />, { path: '/tech-dashboard' });
    await screen.findByRole('region', { name: 'Profile' });
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask when the data is already kept', async () => {
    const persist = jest.fn(async () => true);
    setStorageManager({ persisted: async () => true, persist });
    serverAnswers();
    renderScreen(<TechDashboard />, { path: '/tech-dashboard' });
    await screen.findByRole('region', { name: 'Profile' });
    await act(async () => {
      await Promise.resolve();
    });
    expect(persist).not.toHaveBeenCalled();
  });

  it('does not ask before anyone is signed in', async () => {
    const persist = jest.fn(async () => true);
    setStorageManager({ persisted: async () => false, persist });
    mockApi({ [HEALTH_URL]: healthy, '/api/auth/user': () => answer(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign in' }) });
    renderScreen(<TechDashboard />, { path: '/tech-dashboard' });

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tech-login'));
    expect(persist).not.toHaveBeenCalled();
  });
});

describe('TechDashboard Home Screen hint', () => {
  const serverAnswers = () => mockApi({ [HEALTH_URL]: healthy, '/api/auth/user': () => answer(200, serverTechnician) });
  const hint = () => screen.queryByRole('complementary', { name: 'Add Irrigo to your Home Screen' });

  it('tells an iPad in Safari how to add Irrigo to the Home Screen, once', async () => {
    setDevice(IPAD);
    serverAnswers();
    const first = renderScreen(<TechDashboard />, { path: '/tech-dashboard' });
    await screen.findByRole('region', { name: 'Profile' });

    const shown = hint() as HTMLElement;
    expect(shown).toHaveTextContent('only apps on the Home Screen keep their saved work');
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Tap Share (the square with an arrow) in the toolbar.',
      'Choose Add to Home Screen, then Add.',
      'From now on, open Irrigo from its icon on the Home Screen.',
    ]);

    await userEvent.click(within(shown).getByRole('button', { name: 'Got it' }));
    expect(hint()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.installHintDismissed)).not.toBeNull();
    first.unmount();

    renderScreen(<TechDashboard />, { path: '/tech-dashboard' });
    await screen.findByRole('region', { name: 'Profile' });
    expect(hint()).not.toBeInTheDocument();
  });

  it('is not shown once Irrigo runs from the Home Screen', async () => {
    setDevice({ ...IPAD, standalone: true });
    serverAnswers();
    renderScreen(<TechDashboard />, { path: '/tech-dashboard' });
    await screen.findByRole('region', { name: 'Profile' });

    expect(hint()).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await setLanguage('es');
    setDevice({
      platform: 'iPhone',
      maxTouchPoints: 5,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
    });
    serverAnswers();
    renderScreen(<TechDashboard />, { path: '/tech-dashboard' });
    await screen.findByRole('region', { name: 'Perfil' });

    const shown = screen.getByRole('complementary', { name: 'Agrega Irrigo a tu pantalla de inicio' });
    expect(within(shown).getByRole('button', { name: 'Entendido' })).toBeInTheDocument();
  });
});
