import { PRECACHE_REMOTES_MESSAGE } from './protocol.js';
import { CONTROLLER_CHANGE_TIMEOUT_MS, startUpdateChecks, UPDATE_CHECK_INTERVAL_MS, type ServiceWorkerClient } from './start-pwa.js';
import { isUpdateReady, updateStore } from './update-store.js';

const TECH_MANIFEST = 'http://localhost/remotes/mf-tech/mf-manifest.json';

/** A service worker registration as workbox-window presents it, driven by the test. */
function fakeWorker() {
  const waitingListeners: (() => void)[] = [];
  const worker: jest.Mocked<ServiceWorkerClient> = {
    register: jest.fn(async () => undefined),
    update: jest.fn(async () => undefined),
    messageSkipWaiting: jest.fn(),
    messageSW: jest.fn(async (_data: object): Promise<unknown> => undefined),
    addEventListener: jest.fn((_type: 'waiting', listener: () => void) => void waitingListeners.push(listener)),
  };
  return { worker, installNewVersion: () => waitingListeners.forEach((listener) => listener()) };
}

function fakeController() {
  const target = new EventTarget();
  return { controller: target as unknown as ServiceWorkerContainer, takeOver: () => target.dispatchEvent(new Event('controllerchange')) };
}

function setVisibility(state: DocumentVisibilityState): void {
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop: (() => void) | undefined;
beforeEach(() => updateStore.reset());
afterEach(() => stop?.());

function start(options: Partial<Parameters<typeof startUpdateChecks>[0]> = {}) {
  const { worker, installNewVersion } = fakeWorker();
  const { controller, takeOver } = fakeController();
  const reload = jest.fn();
  const findChangedRemotes = jest.fn(async (): Promise<string[]> => []);
  const checks = startUpdateChecks({ worker, controller, findChangedRemotes, reload, ...options });
  stop = checks.stop;
  return { worker, installNewVersion, takeOver, reload, findChangedRemotes, checks };
}

describe('update checks', () => {
  it('looks for a new service worker and new remote builds when the app comes back to the foreground', async () => {
    const { worker, findChangedRemotes } = start();

    setVisibility('hidden');
    await flush();
    expect(worker.update).not.toHaveBeenCalled();

    setVisibility('visible');
    await flush();
    expect(worker.update).toHaveBeenCalledTimes(1);
    expect(findChangedRemotes).toHaveBeenCalledTimes(1);
  });

  it('checks when the page is restored from the back-forward cache, when back online, and every hour', async () => {
    jest.useFakeTimers();
    try {
      const { worker } = start();
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
      await jest.advanceTimersByTimeAsync(0);
      expect(worker.update).not.toHaveBeenCalled();

      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      await jest.advanceTimersByTimeAsync(0);
      expect(worker.update).toHaveBeenCalledTimes(1);

      window.dispatchEvent(new Event('online'));
      await jest.advanceTimersByTimeAsync(0);
      expect(worker.update).toHaveBeenCalledTimes(2);

      await jest.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
      expect(worker.update).toHaveBeenCalledTimes(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops listening when stopped', async () => {
    const { worker, checks } = start();
    checks.stop();
    setVisibility('visible');
    await flush();
    expect(worker.update).not.toHaveBeenCalled();
  });

  it('offers the reload when a new service worker is waiting', () => {
    const { installNewVersion } = start();
    expect(isUpdateReady(updateStore.getState())).toBe(false);

    installNewVersion();

    expect(updateStore.getState().workerWaiting).toBe(true);
    expect(isUpdateReady(updateStore.getState())).toBe(true);
  });

  it('offers the reload when a remote was deployed, and has the worker cache the new build', async () => {
    const { worker, checks, findChangedRemotes } = start();
    findChangedRemotes.mockResolvedValue([TECH_MANIFEST]);

    await checks.check();

    expect(updateStore.getState().changedRemotes).toEqual([TECH_MANIFEST]);
    expect(worker.messageSW).toHaveBeenCalledWith({ type: PRECACHE_REMOTES_MESSAGE });
  });

  it('still notices a remote deploy when sw.js cannot be checked (offline) or the browser has no service worker', async () => {
    const { worker, checks, findChangedRemotes } = start();
    worker.update.mockRejectedValue(new TypeError('Failed to fetch'));
    findChangedRemotes.mockResolvedValue([TECH_MANIFEST]);
    await checks.check();
    expect(updateStore.getState().changedRemotes).toEqual([TECH_MANIFEST]);

    stop?.();
    updateStore.reset();
    const withoutWorker = start({ worker: null, controller: null });
    withoutWorker.findChangedRemotes.mockResolvedValue([TECH_MANIFEST]);
    await withoutWorker.checks.check();
    expect(updateStore.getState().changedRemotes).toEqual([TECH_MANIFEST]);
  });

  it('never reloads the page by itself, whatever it finds', async () => {
    const { installNewVersion, takeOver, reload, checks, findChangedRemotes } = start();
    findChangedRemotes.mockResolvedValue([TECH_MANIFEST]);
    installNewVersion();
    await checks.check();
    // Another tab let the new worker take over: this page still waits for its own person.
    takeOver();
    await flush();

    expect(reload).not.toHaveBeenCalled();
  });
});

describe('Reload', () => {
  it('lets the waiting worker take over, waits until it controls the page, then reloads', async () => {
    const { worker, installNewVersion, takeOver, reload } = start();
    installNewVersion();

    const reloading = updateStore.reload();
    await flush();
    expect(worker.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(updateStore.getState().reloading).toBe(true);
    expect(reload).not.toHaveBeenCalled();

    takeOver();
    await reloading;
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway when the worker never reports taking over (iOS)', async () => {
    jest.useFakeTimers();
    try {
      const { worker, installNewVersion, reload } = start();
      installNewVersion();

      const reloading = updateStore.reload();
      await jest.advanceTimersByTimeAsync(CONTROLLER_CHANGE_TIMEOUT_MS - 1);
      expect(reload).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      await reloading;

      expect(worker.messageSkipWaiting).toHaveBeenCalledTimes(1);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('reloads at once when only a remote changed (no worker to hand over to)', async () => {
    const { worker, checks, findChangedRemotes, reload } = start();
    findChangedRemotes.mockResolvedValue([TECH_MANIFEST]);
    await checks.check();

    await updateStore.reload();

    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
