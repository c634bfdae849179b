/**
 * The docs' service worker (issue 17), bundled by scripts/build-shell.mjs into `dist/x/sw.js` with the
 * build's precache manifest inlined (`__SW_MANIFEST__`, `__SW_BUILD_ID__`): its bytes change only when
 * the build's content does. Registered with scope `/x/` (see policy.ts), which holds the shell's pages
 * and the preview (`/x/storybook/`); requests of the pages it controls reach it wherever they go.
 *
 * - Precache: the shell's client entry, its chunks and fonts, and the offline page.
 * - Hashed assets (`/assets/*`, `/x/storybook/assets/*`): cache-first, bounded (entries and age; no storage write on a hit, cachePlugins.ts).
 * - Pages (the shell's and the preview's), `index.json`, `shell-data/*.json` and the preview's other
 *   files: network-first with a 3 s time-out, falling back to the cache; a top-level page never
 *   fetched before falls back to the offline page.
 * - Updates wait: no skipWaiting on install, only when a page asks (`{ type: 'SKIP_WAITING' }`).
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cacheNames, clientsClaim, setCacheNameDetails, type RouteHandlerCallbackOptions } from 'workbox-core';
import { OFFLINE_URL } from './offline';
import { boundedCache, skipUnchangedWrites } from './cachePlugins';
import { CACHE_PREFIX, outdatedCaches, runtimeCaches } from './cacheNames';
import { PREVIEW_BASE } from '../routing/links';

declare const __SW_MANIFEST__: PrecacheEntry[];
declare const __SW_BUILD_ID__: string;

interface WorkerMessageEvent {
  data: unknown;
  ports: readonly MessagePort[];
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: Pick<WorkerMessageEvent, 'waitUntil'>) => void): void;
  skipWaiting(): Promise<void>;
}
const worker = globalThis as unknown as WorkerScope;

const DAY = 24 * 60 * 60;

worker.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === 'SKIP_WAITING') event.waitUntil(worker.skipWaiting());
  else if (type === 'GET_BUILD_ID') event.ports[0]?.postMessage({ buildId: __SW_BUILD_ID__ });
});

// Our caches only (see cacheNames.ts): the precache under our prefix, and on activation the caches of
// an older worker of ours that this one no longer uses.
setCacheNameDetails({ prefix: CACHE_PREFIX });
worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) => Promise.all(outdatedCaches(names, [cacheNames.precache, ...Object.values(runtimeCaches)]).map((name) => caches.delete(name)))),
  );
});

// A first install controls the open page at once (so it works offline without a reload); the page
// never reloads for that (policy.ts). An update activates only after a reader asked for it.
clientsClaim();
enableNavigationPreload();
cleanupOutdatedCaches();
precacheAndRoute(__SW_MANIFEST__, { directoryIndex: '', cleanURLs: false });

const sameOrigin = (url: URL) => url.origin === location.origin;

registerRoute(
  ({ url }) => sameOrigin(url) && (url.pathname.startsWith('/assets/') || url.pathname.startsWith(`${PREVIEW_BASE}assets/`)),
  new CacheFirst({ cacheName: runtimeCaches.assets, plugins: [boundedCache({ maxEntries: 600, maxAgeSeconds: 60 * DAY })] }),
);

const pages = new NetworkFirst({
  cacheName: runtimeCaches.pages,
  networkTimeoutSeconds: 3,
  plugins: [skipUnchangedWrites(runtimeCaches.pages), boundedCache({ maxEntries: 200, maxAgeSeconds: 30 * DAY })],
});

registerRoute(
  ({ request, url }) => sameOrigin(url) && request.mode === 'navigate',
  async (options: RouteHandlerCallbackOptions) => {
    try {
      const response = await pages.handle(options);
      if (response) return response;
    } catch {
      // Offline and never visited: below.
    }
    // The shell's own page gets the offline page (navigation, message, Retry); a frame gets the browser's error.
    const offline = (options.request as Request).destination === 'document' ? await matchPrecache(OFFLINE_URL) : undefined;
    return offline ?? Response.error();
  },
);

// Page data and the preview's runtime (index.json, its entry scripts and stylesheets): fresh when
// online, from the cache when not.
registerRoute(
  ({ url }) => sameOrigin(url) && (url.pathname.startsWith('/shell-data/') || url.pathname.startsWith(PREVIEW_BASE) || url.pathname.endsWith('/index.json')),
  new NetworkFirst({
    cacheName: runtimeCaches.data,
    networkTimeoutSeconds: 3,
    plugins: [skipUnchangedWrites(runtimeCaches.data), boundedCache({ maxEntries: 300, maxAgeSeconds: 30 * DAY })],
  }),
);
