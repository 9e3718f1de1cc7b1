import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import type { AuthUser, StoredTechnician } from '@irrigo/contracts';
import { initI18n, setLanguage } from '@irrigo/i18n';
import { HEALTH_URL, readPersistedSession, STORAGE_KEYS, useSessionStore } from '@irrigo/session';
import { useToastStore } from '@irrigo/ui';
import { answer, mockApi, renderScreen } from '@irrigo/test-web';
import TechSettings from './TechSettings';

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
const storedTechnician: StoredTechnician = { id: 'tech-7', email: 'luis@riegos.co', firstName: 'Luis', lastName: 'Ortega', role: 'technician' };

const networkError = () => Promise.reject(new TypeError('Failed to fetch'));
const healthy = () => answer(200, { status: 'ok', services: {} });

function setStorageManager(storage: Partial<StorageManager>) {
  Object.defineProperty(window.navigator, 'storage', { value: storage, configurable: true });
}

async function openSettings() {
  const fetchMock = mockApi({ [HEALTH_URL]: healthy, '/api/auth/user': () => answer(200, technician) });
  renderScreen(<TechSettings />, { path: '/tech-settings' });
  await screen.findByRole('region', { name: /^(Profile|Perfil)$/ });
  return fetchMock;
}

const storageCard = (name = 'Device storage') => screen.getByRole('region', { name });

beforeEach(async () => {
  useSessionStore.setState({ connectivity: 'checking' });
  window.localStorage.clear();
  useToastStore.setState({ toasts: [] });
  useSessionStore.setState(readPersistedSession());
  initI18n();
  await setLanguage('en');
});

afterEach(() => {
  onlineManager.setOnline(true);
  Reflect.deleteProperty(window.navigator, 'storage');
});

describe('TechSettings with no signal', () => {
  it('opens from the saved technician and says the password change needs a connection', async () => {
    window.localStorage.setItem(STORAGE_KEYS.technicianAuth, JSON.stringify(storedTechnician));
    useSessionStore.setState(readPersistedSession());
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = mockApi({ [HEALTH_URL]: networkError, '/api/auth/user': networkError });
    renderScreen(<TechSettings />, { path: '/tech-settings' });

    const password = await screen.findByRole('region', { name: 'Change Password' });
    expect(within(password).getByText('Changing your password needs a connection')).toBeInTheDocument();
    expect(within(password).getByText(/Connect to Wi-Fi or mobile data/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(password).getByLabelText(/^Current Password/), 'old-secret');
    await user.type(within(password).getByLabelText(/^New Password/), 'agua-de-riego');
    await user.type(within(password).getByLabelText(/^Confirm Password/), 'agua-de-riego{Enter}');

    expect(within(password).getByRole('button', { name: 'Update Password' })).toBeDisabled();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/technician/change-password')).toEqual([]);
    // The rest of the screen is this device's own and works as usual.
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
  });

  it('signs out with no signal instead of waiting for one', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(STORAGE_KEYS.technicianAuth, JSON.stringify(storedTechnician));
    useSessionStore.setState(readPersistedSession());
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    mockApi({ [HEALTH_URL]: networkError, '/api/auth/user': networkError, '/api/auth/logout': networkError });
    renderScreen(<TechSettings />, { path: '/tech-settings' });
    await screen.findByRole('status', { name: 'Connection: Offline' });

    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tech-login'));
    expect(window.localStorage.getItem(STORAGE_KEYS.technicianAuth)).toBeNull();
  });
});

describe('TechSettings device storage', () => {
  it('shows how much is stored of the quota, and that the data is kept', async () => {
    setStorageManager({ estimate: async () => ({ usage: 12_345_678, quota: 1_234_567_890 }), persisted: async () => true, persist: async () => true });
    await openSettings();

    const card = storageCard();
    expect(await within(card).findByText('12.3 MB of 1.2 GB')).toBeInTheDocument();
    expect(within(card).getByText(/^Yes\. This device keeps Irrigo’s data/)).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks again when the data is not kept, and says yes once the browser agrees', async () => {
    const persist = jest.fn(async () => true);
    setStorageManager({ estimate: async () => ({ usage: 2048, quota: 500_000_000 }), persisted: async () => false, persist });
    await openSettings();
    const card = storageCard();
    expect(await within(card).findByText(/^No\. The browser may delete Irrigo’s data/)).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Ask to keep Irrigo’s data' }));

    expect(await within(card).findByText(/^Yes\. This device keeps Irrigo’s data/)).toBeInTheDocument();
    expect(persist).toHaveBeenCalledTimes(1);
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says what to do when the browser refuses', async () => {
    setStorageManager({ estimate: async () => ({ usage: 0, quota: 1e9 }), persisted: async () => false, persist: async () => false });
    await openSettings();
    const card = storageCard();

    await userEvent.click(await within(card).findByRole('button', { name: 'Ask to keep Irrigo’s data' }));

    expect(await within(card).findByText(/add Irrigo to the Home Screen/)).toBeInTheDocument();
    expect(within(card).getByText(/^No\./)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Ask to keep Irrigo’s data' })).toBeEnabled();
  });

  it('says so when the browser does not tell', async () => {
    await openSettings();

    const card = storageCard();
    expect(await within(card).findByText('This browser does not say how much is stored.')).toBeInTheDocument();
    expect(within(card).getByText('This browser does not say whether it keeps Irrigo’s data.')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks Spanish, with Spanish numbers', async () => {
    await setLanguage('es');
    setStorageManager({ estimate: async () => ({ usage: 12_345_678, quota: 1_234_567_890 }), persisted: async () => false, persist: async () => false });
    await openSettings();

    const card = storageCard('Almacenamiento del dispositivo');
    expect(await within(card).findByText('12,3 MB de 1,2 GB')).toBeInTheDocument();
    expect(within(card).getByText(/^No\. El navegador puede borrar/)).toBeInTheDocument();
    await act(async () => {
      await userEvent.click(within(card).getByRole('button', { name: 'Pedir que se conserven los datos de Irrigo' }));
    });
    expect(await within(card).findByText(/agrega Irrigo a la pantalla de inicio/)).toBeInTheDocument();
  });
});
