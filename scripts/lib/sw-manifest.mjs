// The service worker's build step (issue 17): the precache manifest (path + content hash of the
// shell's own files), the build id derived from it, the offline page made from the 404 page, and
// the kill-switch worker, and the preview's runtime entry. Workbox's own build tool is not used (library-notes §2: a 78 MB tree for
// what these few functions do).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const hash = (content) => crypto.createHash('sha256').update(content).digest('hex').slice(0, 16);

/**
 * `[{ url, revision }]` for `urls` (site paths such as `/assets/client-abc.js` or `/x/offline/`,
 * read from `outDir`; a path ending in `/` is its `index.html`), sorted and deduplicated: the same
 * files give the same manifest, byte for byte.
 */
export function precacheManifest(outDir, urls) {
  return [...new Set(urls)].sort().map((url) => {
    const file = path.join(outDir, url.endsWith('/') ? `${url}index.html` : url);
    return { url, revision: hash(fs.readFileSync(file)) };
  });
}

/** The build's id: a hash of its manifest and of what else the worker is built from. */
export function buildId(manifest, ...extra) {
  return hash(JSON.stringify([manifest, ...extra]));
}

/** Total bytes of the manifest's files. */
export function manifestBytes(outDir, manifest) {
  return manifest.reduce((sum, { url }) => sum + fs.statSync(path.join(outDir, url.endsWith('/') ? `${url}index.html` : url)).size, 0);
}

/**
 * The offline page: the prerendered 404 page (the shell and its navigation, which still works as
 * plain links) with its body replaced by a short message and a Retry button (a GET form: it reloads
 * the address the reader asked for, no script needed). `#shell-offline` (`OFFLINE_PAGE_ID`) tells the client not to
 * hydrate it (the app would render its 404 body over it).
 */
// The page is never hydrated, so its button is styled here, in the site's palette (CSS variables of both schemes).
const RETRY_BUTTON_STYLE =
  'font:inherit;font-weight:600;padding:6px 16px;border-radius:8px;cursor:pointer;background:transparent;' +
  'color:var(--docs-palette-primary-main);border:1px solid var(--docs-palette-primary-main)';

export function offlinePageHtml(notFoundHtml) {
  const article = /<article>[\s\S]*?<\/article>/;
  if (!article.test(notFoundHtml)) throw new Error('The 404 page has no <article> to turn into the offline page.');
  const body =
    '<article id="shell-offline"><h1>You are offline</h1>' +
    '<p>This page has not been saved for offline reading yet. Pages you have visited are still available from the navigation.</p>' +
    '<form method="get"><button type="submit" style="' +
    RETRY_BUTTON_STYLE +
    '">Retry</button></form></article>';
  return notFoundHtml.replace(article, body).replace(/<title>[^<]*<\/title>/, '<title>Offline – MUI X</title>');
}

/**
 * The kill switch (`DOCS_SW_KILL=1`): a worker that takes over at once, deletes every cache, unregisters
 * itself. It has no fetch handler, so open pages load everything from the network from then on; none
 * is reloaded (a reader keeps the page under their hands), the next visit has no worker at all.
 */
export const KILL_SWITCH_WORKER = `// No-op service worker (kill switch): removes the docs' worker and its caches.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Ours only: other docs on the same origin keep their caches (src/serviceWorker/cacheNames.ts).
      const ours = (await caches.keys()).filter((key) => key.startsWith('mui-x-docs-'));
      await Promise.all(ours.map((key) => caches.delete(key)));
      await self.registration.unregister();
    })(),
  );
});
`;

/**
 * The files of the preview's runtime entry, which every page's content frame loads: the scripts,
 * module preloads and stylesheets its `iframe.html` names relatively (`./assets/iframe-abc.js`), as
 * site paths under `previewBase`. Storybook's HTML itself is a page (network-first), not precached.
 */
export function previewEntryFiles(iframeHtml, previewBase) {
  const files = [...iframeHtml.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="\.\/([^"?#]+\.(?:js|css))"/g)].map((match) => `${previewBase}${match[1]}`);
  if (!files.some((file) => /\/assets\/iframe-[\w-]+\.js$/.test(file))) throw new Error("The preview's iframe.html names no iframe-*.js entry.");
  return [...new Set(files)];
}

/** Writes `file` only when its content differs (keeps the file's date for the same build). */
export function writeIfChanged(file, content) {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}
