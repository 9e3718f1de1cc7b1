/** @jest-environment node */
import { assetExpiration } from './worker/asset-expiration.js';

/** Cache Storage as the worker sees it, in memory: entries keep the order they were stored in, as the spec says. */
function installCacheStorage() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const entries = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, entries);
    const url = (request: RequestInfo | URL) => (typeof request === 'string' ? request : request instanceof URL ? request.href : request.url);
    return {
      put: async (request: RequestInfo | URL, response: Response) => {
        entries.delete(url(request));
        entries.set(url(request), response);
      },
      delete: async (request: RequestInfo | URL) => entries.delete(url(request)),
      keys: async () => [...entries.keys()].map((key) => new Request(key)),
    } as unknown as Cache;
  };
  Object.assign(globalThis, { caches: { open } });
  return { urls: (name: string) => [...(stores.get(name)?.keys() ?? [])], open };
}

const CACHE = 'irrigo-assets-v1';
const fileUrl = (n: number) => `http://localhost/remotes/mf-admin/${n}.0000000${n}.js`;
/** The plugin's callbacks with only the arguments they read (the worker passes more). */
type Hook = (args: object) => Promise<Response | null | void>;

describe('assetExpiration', () => {
  it('drops the oldest entries once the cache holds more than maxEntries', async () => {
    const storage = installCacheStorage();
    const plugin = assetExpiration({ maxEntries: 2, maxAgeSeconds: 3600 });
    const cache = await storage.open(CACHE);
    for (const n of [1, 2, 3]) {
      await cache.put(fileUrl(n), new Response('x'));
      await (plugin.cacheDidUpdate as unknown as Hook)({ cacheName: CACHE, request: new Request(fileUrl(n)) });
    }
    expect(storage.urls(CACHE)).toEqual([fileUrl(2), fileUrl(3)]);
  });

  it('does not use, and forgets, a copy older than maxAgeSeconds', async () => {
    const storage = installCacheStorage();
    const plugin = assetExpiration({ maxEntries: 10, maxAgeSeconds: 60 });
    const cache = await storage.open(CACHE);
    const old = new Response('old', { headers: { date: new Date(Date.now() - 120_000).toUTCString() } });
    await cache.put(fileUrl(1), old);

    const used = await (plugin.cachedResponseWillBeUsed as unknown as Hook)({
      cacheName: CACHE,
      request: new Request(fileUrl(1)),
      cachedResponse: old,
    });

    expect(used).toBeNull();
    expect(storage.urls(CACHE)).toEqual([]);
  });

  it('uses a recent copy, and one without a Date', async () => {
    installCacheStorage();
    const plugin = assetExpiration({ maxEntries: 10, maxAgeSeconds: 60 });
    const use = plugin.cachedResponseWillBeUsed as unknown as Hook;
    const recent = new Response('new', { headers: { date: new Date().toUTCString() } });
    const undated = new Response('undated');
    await expect(use({ cacheName: CACHE, request: new Request(fileUrl(1)), cachedResponse: recent })).resolves.toBe(recent);
    await expect(use({ cacheName: CACHE, request: new Request(fileUrl(2)), cachedResponse: undated })).resolves.toBe(undated);
  });
});
