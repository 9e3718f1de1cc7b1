import type { WorkboxPlugin } from 'workbox-core/types.js';

export interface AssetExpirationOptions {
  maxEntries: number;
  maxAgeSeconds: number;
}

/**
 * Keeps a runtime cache bounded without IndexedDB (workbox-expiration keeps its timestamps there, and this worker
 * stays out of IndexedDB, which holds the technicians' unsent work): the oldest entries go once the cache holds more
 * than `maxEntries` (a cache lists its entries in the order they were stored), and an entry whose HTTP Date is older
 * than `maxAgeSeconds` is not used and is dropped.
 */
export function assetExpiration({ maxEntries, maxAgeSeconds }: AssetExpirationOptions): WorkboxPlugin {
  return {
    async cachedResponseWillBeUsed({ cacheName, request, cachedResponse }) {
      if (!cachedResponse) return null;
      const date = Date.parse(cachedResponse.headers.get('date') ?? '');
      if (Number.isNaN(date) || Date.now() - date <= maxAgeSeconds * 1000) return cachedResponse;
      await (await caches.open(cacheName)).delete(request);
      return null;
    },
    async cacheDidUpdate({ cacheName }) {
      const cache = await caches.open(cacheName);
      const keys = await cache.keys();
      await Promise.all(keys.slice(0, Math.max(0, keys.length - maxEntries)).map((key) => cache.delete(key)));
    },
  };
}
