import type { WorkboxPlugin } from 'workbox-core';

/**
 * Keeps a runtime cache at `maxEntries` at most, dropping the oldest writes first, and does that work
 * only when an entry is written. For hashed assets, which never change, that is the whole bound: a
 * cache hit then costs nothing, where workbox-expiration writes a timestamp to IndexedDB on every hit
 * (a page of the preview loads over a hundred chunks; measured by `npm run bench:sw`).
 * `caches.keys()` lists entries in the order they were written (a rewrite moves one to the end).
 */
export function boundedCache(maxEntries: number, storage: Pick<CacheStorage, 'open'> = caches): WorkboxPlugin {
  return {
    cacheDidUpdate: async ({ cacheName }) => {
      const cache = await storage.open(cacheName);
      const keys = await cache.keys();
      await Promise.all(keys.slice(0, Math.max(0, keys.length - maxEntries)).map((key) => cache.delete(key)));
    },
  };
}
