import type { WorkboxPlugin } from 'workbox-core';

type CacheOpener = Pick<CacheStorage, 'open'>;

/**
 * Bounds a runtime cache without touching storage on a cache hit (workbox-expiration writes a
 * timestamp to IndexedDB on every hit, and a page of the preview loads over a hundred chunks):
 * - entries: at most `maxEntries`, the oldest writes dropped when an entry is written
 *   (`cache.keys()` lists entries in write order; a rewrite moves one to the end);
 * - age: an entry whose response is older than `maxAgeSeconds` (its `Date` header) is not used: the
 *   request goes to the network, and the entry is replaced by the next write.
 */
export function boundedCache(
  { maxEntries, maxAgeSeconds }: { maxEntries: number; maxAgeSeconds: number },
  storage: CacheOpener = caches,
  now = () => Date.now(),
): WorkboxPlugin {
  return {
    cachedResponseWillBeUsed: async ({ cachedResponse }) => {
      if (!cachedResponse) return null;
      const date = Date.parse(cachedResponse.headers.get('date') ?? '');
      return Number.isNaN(date) || now() - date <= maxAgeSeconds * 1000 ? cachedResponse : null;
    },
    cacheDidUpdate: async ({ cacheName }) => {
      const cache = await storage.open(cacheName);
      const keys = await cache.keys();
      await Promise.all(keys.slice(0, Math.max(0, keys.length - maxEntries)).map((key) => cache.delete(key)));
    },
  };
}

/**
 * Skips rewriting a cached response the network answered with unchanged (same ETag) when the cached
 * copy is younger than `refreshAfterSeconds`: the shell's page data and the preview's index are each
 * about 700 KB and the same between most visits. Older copies are rewritten, so their age stays true.
 */
export function skipUnchangedWrites(
  cacheName: string,
  refreshAfterSeconds = 24 * 60 * 60,
  storage: CacheOpener = caches,
  now = () => Date.now(),
): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ request, response }) => {
      if (response.status !== 200) return null;
      const etag = response.headers.get('etag');
      if (!etag) return response;
      const cached = await (await storage.open(cacheName)).match(request);
      const cachedAt = Date.parse(cached?.headers.get('date') ?? '');
      const unchanged = cached?.headers.get('etag') === etag && !Number.isNaN(cachedAt) && now() - cachedAt < refreshAfterSeconds * 1000;
      return unchanged ? null : response;
    },
  };
}
