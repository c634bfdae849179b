import { describe, expect, it } from 'vitest';
import { outdatedCaches, runtimeCaches } from './cacheNames';

describe('outdatedCaches', () => {
  it('deletes our caches the current worker does not use, never another worker’s on the same origin', () => {
    const precache = 'mui-x-docs-precache-v2-https://mui.com/x/';
    const existing = [
      precache,
      runtimeCaches.assets,
      'mui-x-docs-assets-v0',
      'mui-x-docs-pages-v0',
      'workbox-precache-v2-https://mui.com/',
      'material-ui-docs-runtime',
    ];
    expect(outdatedCaches(existing, [precache, ...Object.values(runtimeCaches)])).toEqual(['mui-x-docs-assets-v0', 'mui-x-docs-pages-v0']);
  });
});
