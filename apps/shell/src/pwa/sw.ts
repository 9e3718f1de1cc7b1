// The shell's service worker (built by tools/build/pwa.mjs into dist/sw.js, production only). It lets a technician
// open the app with no signal: the shell and the technician remotes come from caches, page URLs get the shell's
// index.html, and what says where the remotes are is asked of the network first with the last copy as fallback.
// It never answers /api (the app keeps its own data offline, in IndexedDB, which this worker never opens) and it
// activates a new version only when the person chooses to reload (the page's "A new version is ready" prompt).
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CACHE_NAMES, HASHED_FILE, NOT_APP_PAGES, PRECACHE_REMOTES_MESSAGE, RUNTIME_MANIFEST_PATH } from './protocol.js';
import { assetExpiration } from './worker/asset-expiration.js';
import { precacheRemotes } from './worker/remote-precache.js';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** How long a manifest request may take before the cached copy answers (a weak signal is worse than none). */
const MANIFEST_NETWORK_TIMEOUT_S = 3;

// The shell itself (index.html, its chunks, the web app manifest and icons), as this build lists it.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any page of the app (/tech-dashboard, /dashboard, /inspection/42) is the shell's index.html; the router draws it.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NOT_APP_PAGES }));

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && RUNTIME_MANIFEST_PATH.test(url.pathname),
  new NetworkFirst({
    cacheName: CACHE_NAMES.manifests,
    networkTimeoutSeconds: MANIFEST_NETWORK_TIMEOUT_S,
    // A remote that is down answers 502/503 through the gateway: that must never replace the last good copy.
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

const assets = new CacheFirst({
  cacheName: CACHE_NAMES.assets,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    // Old deploys' files pile up otherwise; the technician remotes' current files live in their own cache.
    assetExpiration({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 60 * 60 }),
  ],
});

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && !url.pathname.startsWith('/api/') && (HASHED_FILE.test(url.pathname) || /\.(woff2?|ttf|otf)$/i.test(url.pathname)),
  async (options) => {
    const precached = await caches.match(options.request, { cacheName: CACHE_NAMES.remotePrecache });
    return precached ?? assets.handle(options);
  },
);

// A new version waits for the page's prompt (workbox-window's messageSkipWaiting sends SKIP_WAITING), so a form
// someone is typing in is never swapped out from under them.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === 'SKIP_WAITING') {
    void self.skipWaiting();
  } else if (type === PRECACHE_REMOTES_MESSAGE) {
    const port = event.ports[0];
    event.waitUntil(precacheRemotes().then((reply) => port?.postMessage(reply)));
  }
});

// The technician remotes are cached before this worker counts as installed, so "installed" means "opens offline".
self.addEventListener('install', (event) => event.waitUntil(precacheRemotes()));
self.addEventListener('activate', (event) => event.waitUntil(precacheRemotes()));

// The first install takes the open page at once; later versions wait for the prompt (no skipWaiting here).
clientsClaim();
