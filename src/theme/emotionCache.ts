import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '../preferences/globals';

const caches = new Map<string, EmotionCache>();

/**
 * One Emotion cache per (scope, direction). RTL caches run the stylis RTL plugin, which mirrors
 * physical properties (margin-left → margin-right). Scopes keep demo and chrome styles apart.
 */
export function getEmotionCache(scope: 'docs' | 'demo', direction: Direction): EmotionCache {
  const key = direction === 'rtl' ? `${scope}-rtl` : scope;
  let cache = caches.get(key);
  if (!cache) {
    cache = createCache({
      key,
      prepend: true,
      stylisPlugins: direction === 'rtl' ? [prefixer, rtlPlugin] : [prefixer],
    });
    caches.set(key, cache);
  }
  return cache;
}
