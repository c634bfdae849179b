import { describe, expect, it } from 'vitest';
import { boundedCache } from './boundedCache';

/** A Cache with the parts the plugin uses, keeping the write order like the real one. */
function fakeStorage() {
  const entries = new Map<string, Response>();
  const cache = {
    put: async (url: string, response: Response) => {
      entries.delete(url);
      entries.set(url, response);
    },
    keys: async () => [...entries.keys()].map((url) => new Request(url)),
    delete: async (request: Request) => entries.delete(request.url),
  };
  return { entries, storage: { open: async () => cache as unknown as Cache }, cache };
}

describe('boundedCache', () => {
  it('drops the oldest writes beyond the limit when an entry is written', async () => {
    const { entries, storage, cache } = fakeStorage();
    const plugin = boundedCache(3, storage);
    for (const name of ['a', 'b', 'c', 'b', 'd', 'e']) {
      await cache.put(`https://mui.com/assets/${name}.js`, new Response(name));
      await plugin.cacheDidUpdate!({ cacheName: 'docs-assets' } as Parameters<NonNullable<typeof plugin.cacheDidUpdate>>[0]);
    }
    // "b" was written again after "c", so "a" and "c" are the oldest writes.
    expect([...entries.keys()].map((url) => url.replace('https://mui.com/assets/', ''))).toEqual(['b.js', 'd.js', 'e.js']);
  });

  it('leaves a cache under the limit alone, and has no hook on reads', async () => {
    const { entries, storage, cache } = fakeStorage();
    const plugin = boundedCache(10, storage);
    await cache.put('https://mui.com/assets/a.js', new Response('a'));
    await plugin.cacheDidUpdate!({ cacheName: 'docs-assets' } as Parameters<NonNullable<typeof plugin.cacheDidUpdate>>[0]);
    expect(entries.size).toBe(1);
    expect(plugin.cachedResponseWillBeUsed).toBeUndefined();
  });
});
