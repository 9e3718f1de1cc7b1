import { Workbox } from 'workbox-window';
import { PRECACHE_REMOTES_MESSAGE } from './protocol.js';
import { findChangedRemotes } from './remote-versions.js';
import { updateStore } from './update-store.js';

/** rspack writes the build's mode here; jest and the dev server never have 'production'. */
declare const process: { readonly env: { readonly NODE_ENV?: string } };

/** The part of workbox-window's Workbox the page uses; tests hand in their own. */
export interface ServiceWorkerClient {
  register(): Promise<ServiceWorkerRegistration | undefined>;
  update(): Promise<void>;
  messageSkipWaiting(): void;
  messageSW(data: object): Promise<unknown>;
  addEventListener(type: 'waiting', listener: () => void): void;
}

export interface UpdateChecksOptions {
  /** Null where the browser has no service workers: remote deploys are still noticed. */
  worker: ServiceWorkerClient | null;
  /** navigator.serviceWorker, for `controllerchange`. */
  controller: Pick<ServiceWorkerContainer, 'addEventListener' | 'removeEventListener'> | null;
  findChangedRemotes: () => Promise<string[]>;
  reload: () => void;
}

/** iOS standalone apps do not re-check sw.js on resume; an hourly check covers an app left open all day. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** `controllerchange` is unreliable on iOS: past this the page reloads anyway (the new worker then controls it). */
export const CONTROLLER_CHANGE_TIMEOUT_MS = 3_000;

/**
 * Looks for a new version when the app comes back to the foreground (visibilitychange, pageshow from the
 * back-forward cache), when the device is back online, and hourly: a new sw.js (a new shell) and a new build of any
 * remote the page runs. Either one shows the prompt; the page never reloads by itself, so nothing being typed is lost.
 */
export function startUpdateChecks({ worker, controller, findChangedRemotes: changedRemotes, reload }: UpdateChecksOptions) {
  worker?.addEventListener('waiting', () => updateStore.setState({ workerWaiting: true }));

  let running: Promise<void> | null = null;
  const check = (): Promise<void> => {
    running ??= (async () => {
      const [, changed] = await Promise.allSettled([worker?.update(), changedRemotes()]);
      if (changed.status !== 'fulfilled' || changed.value.length === 0) return;
      const known = updateStore.getState().changedRemotes;
      updateStore.setState({ changedRemotes: [...new Set([...known, ...changed.value])] });
      // Cache the new build now, while there is signal, so the reload also works offline later.
      void worker?.messageSW({ type: PRECACHE_REMOTES_MESSAGE }).catch(() => undefined);
    })().finally(() => (running = null));
    return running;
  };

  updateStore.setReload(async () => {
    updateStore.setState({ reloading: true });
    if (updateStore.getState().workerWaiting && worker && controller) {
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          controller.removeEventListener('controllerchange', done);
          resolve();
        };
        const timer = setTimeout(done, CONTROLLER_CHANGE_TIMEOUT_MS);
        controller.addEventListener('controllerchange', done);
        worker.messageSkipWaiting();
      });
    }
    reload();
  });

  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) void check();
  };
  const onOnline = () => void check();
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('pageshow', onPageShow);
  window.addEventListener('online', onOnline);
  const interval = setInterval(() => void check(), UPDATE_CHECK_INTERVAL_MS);

  return {
    check,
    stop(): void {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pageshow', onPageShow);
      window.removeEventListener('online', onOnline);
      clearInterval(interval);
    },
  };
}

/**
 * Production only, once the app is on screen: registers /sw.js (never through the HTTP cache) and starts the update
 * checks. After registering, asks the worker to refresh the technician remotes' caches, since a remote deploy does
 * not change sw.js and so installs no new worker.
 */
export function startPwa(): void {
  if (process.env.NODE_ENV !== 'production') return;
  const worker = 'serviceWorker' in navigator ? new Workbox('/sw.js', { updateViaCache: 'none' }) : null;
  startUpdateChecks({
    worker,
    controller: worker ? navigator.serviceWorker : null,
    findChangedRemotes: () => findChangedRemotes(),
    reload: () => window.location.reload(),
  });
  if (!worker) return;
  worker
    .register()
    .then(() => worker.messageSW({ type: PRECACHE_REMOTES_MESSAGE }))
    .catch((error: unknown) => console.warn('[shell] service worker not registered', error));
}

/** Past this the service worker is registered even if the page never goes idle (a busy screen). */
export const PWA_IDLE_TIMEOUT_MS = 5_000;

/**
 * startPwa once the page has loaded (the first screen's scripts and styles are in) and the main thread is idle.
 * Safari before 16.4 has no requestIdleCallback: a short timeout stands in for it.
 */
export function startPwaWhenIdle(): void {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => startPwa(), { timeout: PWA_IDLE_TIMEOUT_MS });
    else setTimeout(startPwa, 1_000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
