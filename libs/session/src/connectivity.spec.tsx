import { act, render, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { HEALTH_CHECK_INTERVAL_MS, HEALTH_CHECK_TIMEOUT_MS } from '@irrigo/contracts';
import { useConnectivity, useSessionStore } from './index.js';

type HealthAnswer = Pick<Response, 'ok' | 'status' | 'json'>;

function answer(status: number, body?: unknown): Response {
  const health: HealthAnswer = {
    ok: status >= 200 && status < 300,
    status,
    json: async () => {
      if (body === undefined) throw new SyntaxError('Unexpected end of JSON input');
      return body;
    },
  };
  return health as Response;
}

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

function ConnectivityBadge() {
  return <output>{useConnectivity()}</output>;
}

/** Lets the mocked fetch promise and the state update behind it settle. */
async function settle() {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  globalThis.fetch = fetchMock as typeof fetch;
  useSessionStore.setState({ connectivity: 'checking' });
});

afterEach(() => {
  jest.useRealTimers();
  // TanStack Query's online state is one per page; each test starts from its default.
  onlineManager.setOnline(true);
});

/** The browser's own idea of the connection (navigator.onLine), which a page opened in airplane mode starts with. */
function browserSaysOnline(online: boolean) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
}

describe('useConnectivity', () => {
  it('starts as checking and becomes online when the health check answers ok', async () => {
    let resolveHealth: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (resolveHealth = resolve)));

    render(<ConnectivityBadge />);
    expect(screen.getByRole('status')).toHaveTextContent('checking');

    resolveHealth(answer(200, { status: 'ok', services: {} }));
    await settle();

    expect(screen.getByRole('status')).toHaveTextContent('online');
    expect(fetchMock).toHaveBeenCalledWith('/api/health', expect.objectContaining({ credentials: 'include' }));
  });

  it('polls every 30 seconds with one poller however many components use it', async () => {
    fetchMock.mockResolvedValue(answer(200, { status: 'ok', services: {} }));

    render(
      <>
        <ConnectivityBadge />
        <ConnectivityBadge />
      </>,
    );
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValue(answer(502));
    await act(async () => jest.advanceTimersByTime(HEALTH_CHECK_INTERVAL_MS));
    await settle();

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('offline');
  });

  it('counts a degraded gateway as online', async () => {
    fetchMock.mockResolvedValue(answer(503, { status: 'degraded', services: { auth: 'ok', org: 'down' } }));

    render(<ConnectivityBadge />);
    await settle();

    expect(screen.getByRole('status')).toHaveTextContent('online');
  });

  it('goes offline when the gateway does not answer within 5 seconds', async () => {
    fetchMock.mockImplementation(
      (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );

    render(<ConnectivityBadge />);
    await act(async () => jest.advanceTimersByTime(HEALTH_CHECK_TIMEOUT_MS));
    await settle();

    expect(screen.getByRole('status')).toHaveTextContent('offline');
  });

  it('follows the browser offline and online events', async () => {
    fetchMock.mockResolvedValue(answer(200, { status: 'ok', services: {} }));
    render(<ConnectivityBadge />);
    await settle();

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('offline');

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('checking');
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('online');
  });

  it('stops polling once no component uses it', async () => {
    fetchMock.mockResolvedValue(answer(200, { status: 'ok', services: {} }));
    const { unmount } = render(<ConnectivityBadge />);
    await settle();

    unmount();
    await act(async () => jest.advanceTimersByTime(HEALTH_CHECK_INTERVAL_MS * 3));

    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lets queries refetch on reconnect when the page was opened with no signal', async () => {
    // TanStack Query starts out believing it is online; without being told, the 'online' event changes nothing for it.
    browserSaysOnline(false);
    render(<ConnectivityBadge />);
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('offline');
    expect(onlineManager.isOnline()).toBe(false);

    browserSaysOnline(true);
    fetchMock.mockResolvedValue(answer(200, { status: 'ok', services: {} }));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await settle();

    expect(onlineManager.isOnline()).toBe(true);
  });

  it('does not pause queries when only the health check fails while the browser says online', async () => {
    browserSaysOnline(true);
    fetchMock.mockResolvedValue(answer(502));
    render(<ConnectivityBadge />);
    await settle();

    expect(screen.getByRole('status')).toHaveTextContent('offline');
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('says online to the query client once the gateway answers again', async () => {
    browserSaysOnline(false);
    render(<ConnectivityBadge />);
    await settle();
    expect(onlineManager.isOnline()).toBe(false);

    browserSaysOnline(true);
    fetchMock.mockResolvedValue(answer(200, { status: 'ok', services: {} }));
    await act(async () => jest.advanceTimersByTime(HEALTH_CHECK_INTERVAL_MS));
    await settle();

    expect(screen.getByRole('status')).toHaveTextContent('online');
    expect(onlineManager.isOnline()).toBe(true);
  });
});
