import { describe, expect, it } from 'vitest';
import type { WorkboxPlugin } from 'workbox-core';
import { boundedCache, skipUnchangedWrites } from './cachePlugins';

/** A Cache with the parts the plugins use, keeping the write order like the real one. */
function fakeStorage() {
  const entries = new Map<string, Response>();
  const cache = {
    put: async (url: string, response: Response) => {
      entries.delete(url);
      entries.set(url, response);
    },
    match: async (request: Request) => entries.get(request.url),
    keys: async () => [...entries.keys()].map((url) => new Request(url)),
    delete: async (request: Request) => entries.delete(request.url),
  };
  return { entries, storage: { open: async () => cache as unknown as Cache }, cache };
}

type Hook<K extends keyof WorkboxPlugin> = NonNullable<WorkboxPlugin[K]>;
const call = <K extends keyof WorkboxPlugin>(plugin: WorkboxPlugin, hook: K, options: object) =>
  (plugin[hook] as (options: object) => Promise<Response | null | void>)(options as Parameters<Hook<K>>[0]);

const NOW = Date.parse('2026-11-29T12:00:00Z');
const DAY = 24 * 60 * 60;
const responseFrom = (isoDate: string, etag = '"v1"') => new Response('body', { headers: { date: new Date(isoDate).toUTCString(), etag } });

describe('boundedCache', () => {
  it('drops the oldest writes beyond the entry limit when an entry is written', async () => {
    const { entries, storage, cache } = fakeStorage();
    const plugin = boundedCache({ maxEntries: 3, maxAgeSeconds: DAY }, storage, () => NOW);
    for (const name of ['a', 'b', 'c', 'b', 'd', 'e']) {
      await cache.put(`https://mui.com/assets/${name}.js`, new Response(name));
      await call(plugin, 'cacheDidUpdate', { cacheName: 'docs-assets' });
    }
    // "b" was written again after "c", so "a" and "c" were the oldest writes.
    expect([...entries.keys()].map((url) => url.replace('https://mui.com/assets/', ''))).toEqual(['b.js', 'd.js', 'e.js']);
  });

  it('does not use an entry older than the age limit, and reads never write', async () => {
    const { entries, storage } = fakeStorage();
    const plugin = boundedCache({ maxEntries: 3, maxAgeSeconds: 30 * DAY }, storage, () => NOW);
    const fresh = responseFrom('2026-11-20T12:00:00Z');
    expect(await call(plugin, 'cachedResponseWillBeUsed', { cachedResponse: fresh })).toBe(fresh);
    expect(await call(plugin, 'cachedResponseWillBeUsed', { cachedResponse: responseFrom('2026-10-01T12:00:00Z') })).toBeNull();
    const undated = new Response('body');
    expect(await call(plugin, 'cachedResponseWillBeUsed', { cachedResponse: undated })).toBe(undated);
    expect(entries.size).toBe(0);
  });
});

describe('skipUnchangedWrites', () => {
  const request = new Request('https://mui.com/x/storybook/index.json');

  it('skips the write when the network answered what the cache holds, recently written', async () => {
    const { storage, cache } = fakeStorage();
    await cache.put(request.url, responseFrom('2026-11-29T08:00:00Z'));
    const plugin = skipUnchangedWrites('docs-data', DAY, storage, () => NOW);
    expect(await call(plugin, 'cacheWillUpdate', { request, response: responseFrom('2026-11-29T12:00:00Z') })).toBeNull();
  });

  it('writes a changed response, an old copy again, and a response without ETag; never an error', async () => {
    const { storage, cache } = fakeStorage();
    const plugin = skipUnchangedWrites('docs-data', DAY, storage, () => NOW);
    await cache.put(request.url, responseFrom('2026-11-29T08:00:00Z'));
    const changed = responseFrom('2026-11-29T12:00:00Z', '"v2"');
    expect(await call(plugin, 'cacheWillUpdate', { request, response: changed })).toBe(changed);
    await cache.put(request.url, responseFrom('2026-11-20T08:00:00Z'));
    const same = responseFrom('2026-11-29T12:00:00Z');
    expect(await call(plugin, 'cacheWillUpdate', { request, response: same })).toBe(same);
    const untagged = new Response('body');
    expect(await call(plugin, 'cacheWillUpdate', { request, response: untagged })).toBe(untagged);
    expect(await call(plugin, 'cacheWillUpdate', { request, response: new Response('gone', { status: 404 }) })).toBeNull();
  });
});
