import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';

/** Headers for the static preview: indexed only as part of the shell page that embeds it. */
export const PREVIEW_ROBOTS_HEADER = 'noindex, indexifembedded';

/**
 * Serves a built site: hashed assets cached forever, HTML and the service worker never, the
 * Storybook preview marked noindex, and a real 404 page (status 404) for unknown paths.
 */
export function createStaticServer({ root, previewPrefix = '/storybook/' }) {
  const assets = sirv(root, {
    dev: false,
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      if (/\/assets\/.+-[\w-]{8,}\.(js|css|woff2?|svg|png)$/.test(pathname)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('Cache-Control', 'no-cache');
      }
      if (pathname.startsWith(previewPrefix)) res.setHeader('X-Robots-Tag', PREVIEW_ROBOTS_HEADER);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    },
  });
  const notFoundPage = path.join(root, '404.html');
  const redirects = readRedirects(path.join(root, '_redirects'));

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const redirect = redirects.get(url.pathname);
    if (redirect) {
      res.writeHead(redirect.status, { Location: `${redirect.to}${url.search}`, 'Cache-Control': 'no-cache' });
      res.end();
      return;
    }
    // Routes are folders: /x/introduction → /x/introduction/ (one canonical URL per page).
    if (!url.pathname.endsWith('/') && !path.extname(url.pathname)) {
      const folderIndex = path.join(root, url.pathname, 'index.html');
      if (fs.existsSync(folderIndex)) {
        res.writeHead(308, { Location: `${url.pathname}/${url.search}` });
        res.end();
        return;
      }
    }
    assets(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      if (fs.existsSync(notFoundPage)) fs.createReadStream(notFoundPage).pipe(res);
      else res.end('<!doctype html><title>Not found</title><h1>Page not found</h1>');
    });
  });
}

/** Reads a static host `_redirects` file ("from to status" per line) written by the shell build. */
export function readRedirects(file) {
  const rules = new Map();
  if (!fs.existsSync(file)) return rules;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || from.startsWith('#') || !to) continue;
    rules.set(from, { to, status: Number(status) || 301 });
  }
  return rules;
}

/** Starts the server on 127.0.0.1 (port 0 picks a free one) and resolves with its base URL. */
export function listen(server, port = 0, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve(`http://${host === '0.0.0.0' ? 'localhost' : host}:${address.port}`);
    });
  });
}
