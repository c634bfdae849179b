import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '../preferences/globals';

const caches = new Map<string, EmotionCache>();

/** A new cache; the prerenderer needs a fresh one per page to extract that page's styles. */
export function createScopedEmotionCache(scope: 'docs' | 'demo', direction: Direction): EmotionCache {
  return createCache({
    key: direction === 'rtl' ? `${scope}-rtl` : scope,
    prepend: true,
    stylisPlugins: direction === 'rtl' ? [prefixer, rtlPlugin] : [prefixer],
  });
}

/**
 * One Emotion cache per (scope, direction). RTL caches run the stylis RTL plugin, which mirrors
 * physical properties (margin-left → margin-right). Scopes keep demo and chrome styles apart.
 */
export function getEmotionCache(scope: 'docs' | 'demo', direction: Direction): EmotionCache {
  const key = `${scope}:${direction}`;
  let cache = caches.get(key);
  if (!cache) {
    cache = createScopedEmotionCache(scope, direction);
    caches.set(key, cache);
  }
  return cache;
}
