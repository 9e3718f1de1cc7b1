import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES } from '@irrigo/contracts';
import { setLanguage } from '@irrigo/i18n';
import { fetchMock, mockApi, type ApiAnswer } from '../testing/api-mock.js';
import { resetShellState } from '../testing/shell-test-setup.js';
import { REMOTE_LOAD_TIMEOUT_MS } from './load-remote-screen.js';
import { registerRuntimeRemotes } from './remote-registry.js';
import { forgetRemoteScreens } from './remote-screen-cache.js';
import { RemoteScreen } from './RemoteScreen.js';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);
const registerRemotesMock = jest.mocked(registerRemotes);

const screenModule = (text: string) => ({ default: () => <h1>{text}</h1> });
const remoteDown = () => Promise.reject(new Error('RUNTIME-003: failed to get manifest'));
const gatewayUp: ApiAnswer = { status: 200, body: { status: 'ok', services: {} } };

/** What the browser says about the network; jsdom always says online. */
function setBrowserOnline(online: boolean): void {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
}

beforeEach(async () => {
  await resetShellState();
  for (const remote of REMOTE_NAMES) forgetRemoteScreens(remote);
  registerRuntimeRemotes({
    remotes: {
      'mf-auth': '/remotes/mf-auth/mf-manifest.json',
      'mf-admin': '/remotes/mf-admin/mf-manifest.json',
      'mf-tech': '/remotes/mf-tech/mf-manifest.json',
    },
    features: {},
  });
  registerRemotesMock.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // The card depends on connectivity: the gateway answers its health check unless a test says otherwise.
  mockApi({ '/api/health': gatewayUp });
});

describe('RemoteScreen', () => {
  it('shows a translated loading state, then the remote’s screen', async () => {
    let arrive: (module: unknown) => void = () => undefined;
    loadRemoteMock.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    render(<RemoteScreen remote="mf-admin" module="./Dashboard" />);

    expect(screen.getByText('Loading this section…')).toBeInTheDocument();
    await act(async () => arrive(screenModule('Dashboard')));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_admin/Dashboard');
  });

  it('passes the route’s props to the screen', async () => {
    loadRemoteMock.mockResolvedValue({ default: ({ section }: { section: string }) => <h1>{section}</h1> });
    render(<RemoteScreen remote="mf-admin" module="./Section" props={{ section: 'customers' }} />);

    expect(await screen.findByRole('heading', { name: 'customers' })).toBeInTheDocument();
  });

  it('shows the unavailable card when the remote is down, and recovers on Retry without a reload', async () => {
    const user = userEvent.setup();
    loadRemoteMock.mockImplementation(remoteDown);
    render(<RemoteScreen remote="mf-admin" module="./Dashboard" />);

    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();

    loadRemoteMock.mockResolvedValue(screenModule('Dashboard'));
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    // The runtime was told to forget the failed remote before loading it again.
    expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'mf_admin', entry: 'http://localhost/remotes/mf-admin/mf-manifest.json' }], { force: true });
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the card while the remote is still down after Retry', async () => {
    const user = userEvent.setup();
    loadRemoteMock.mockImplementation(remoteDown);
    render(<RemoteScreen remote="mf-admin" module="./Dashboard" />);
    await screen.findByRole('heading', { name: 'This section is temporarily unavailable' });

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('shows the card when a remote hangs past the time limit', async () => {
    jest.useFakeTimers();
    try {
      loadRemoteMock.mockReturnValue(new Promise(() => undefined));
      render(<RemoteScreen remote="mf-tech" module="./TechDashboard" />);
      expect(screen.getByText('Loading this section…')).toBeInTheDocument();

      await act(async () => {
        jest.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS);
      });

      expect(screen.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the card when a module does not export a screen', async () => {
    loadRemoteMock.mockResolvedValue({ notAScreen: true });
    render(<RemoteScreen remote="mf-auth" module="./AdminLogin" />);

    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
  });

  it('costs only the failing remote its screen', async () => {
    loadRemoteMock.mockImplementation(async (id: string) => (id.startsWith('mf_admin/') ? remoteDown() : screenModule('Technician login')));
    render(
      <>
        <RemoteScreen remote="mf-admin" module="./Dashboard" />
        <RemoteScreen remote="mf-auth" module="./TechLogin" />
      </>,
    );

    expect(await screen.findByRole('heading', { name: 'Technician login' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
  });

  it('shows the card when the remote’s screen throws while rendering', async () => {
    const Broken = () => {
      throw new Error('remote bug');
    };
    loadRemoteMock.mockResolvedValue({ default: Broken });
    render(<RemoteScreen remote="mf-admin" module="./Dashboard" />);

    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
  });
});

describe('RemoteScreen with no connection', () => {
  const offlineCard = { name: "You're offline" };

  it('says the device is offline, not that the section is down, and Retry loads the screen once the signal is back', async () => {
    const user = userEvent.setup();
    setBrowserOnline(false);
    loadRemoteMock.mockImplementation(remoteDown);
    render(<RemoteScreen remote="mf-admin" module="./Dashboard" />);

    expect(await screen.findByRole('heading', offlineCard)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Anything saved on this device is safe');
    expect(screen.queryByRole('heading', { name: 'This section is temporarily unavailable' })).not.toBeInTheDocument();

    setBrowserOnline(true);
    loadRemoteMock.mockResolvedValue(screenModule('Dashboard'));
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the offline card, with Retry, while there is still no connection', async () => {
    const user = userEvent.setup();
    setBrowserOnline(false);
    loadRemoteMock.mockImplementation(remoteDown);
    render(<RemoteScreen remote="mf-admin" module="./Dashboard" />);
    await screen.findByRole('heading', offlineCard);

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.getByRole('heading', offlineCard)).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('counts a gateway that does not answer its health check as offline, even when the browser thinks it is online', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    loadRemoteMock.mockImplementation(remoteDown);
    render(<RemoteScreen remote="mf-tech" module="./TechDashboard" />);

    expect(await screen.findByRole('heading', offlineCard)).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await setLanguage('es');
    setBrowserOnline(false);
    loadRemoteMock.mockImplementation(remoteDown);
    render(<RemoteScreen remote="mf-admin" module="./Dashboard" />);

    expect(await screen.findByRole('heading', { name: 'Sin conexión' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
