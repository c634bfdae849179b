import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';

/**
 * Serves a built site the way a static host does with the generated `_redirects` and `_headers`
 * files: redirects (exact and `/prefix/*` → `/:splat`), headers by path, folder routes with a
 * trailing slash, a real 404 page (status 404) for unknown paths, and the build's Brotli and gzip
 * copies (`file.br`, `file.gz`) with `Content-Encoding` when the browser accepts them, as a CDN does.
 */
export function createStaticServer({ root }) {
  const redirects = readRedirects(path.join(root, '_redirects'));
  const headerRules = readHeaders(path.join(root, '_headers'));
  const assets = sirv(root, {
    dev: false,
    etag: true,
    extensions: ['html'],
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(headersFor(headerRules, pathname, res.req?.headers.host))) res.setHeader(name, value);
    },
  });
  const notFoundPage = path.join(root, '404.html');

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const redirect = findRedirect(redirects, url.pathname);
    if (redirect) {
      res.writeHead(redirect.status, { Location: `${redirect.to}${url.search}`, 'Cache-Control': 'no-cache' });
      res.end();
      return;
    }
    // Routes are folders: /x/introduction → /x/introduction/ (one canonical URL per page).
    if (!url.pathname.endsWith('/') && !path.extname(url.pathname) && fs.existsSync(path.join(root, url.pathname, 'index.html'))) {
      res.writeHead(308, { Location: `${url.pathname}/${url.search}` });
      res.end();
      return;
    }
    assets(req, res, () => {
      res.statusCode = 404;
      for (const [name, value] of Object.entries(headersFor(headerRules, url.pathname, req.headers.host))) res.setHeader(name, value);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Vary', 'Accept-Encoding');
      const encoding = acceptedEncoding(req.headers['accept-encoding'], notFoundPage);
      if (encoding) {
        res.setHeader('Content-Encoding', encoding.name);
        fs.createReadStream(encoding.file).pipe(res);
      } else if (fs.existsSync(notFoundPage)) fs.createReadStream(notFoundPage).pipe(res);
      else res.end('<!doctype html><title>Not found</title><h1>Page not found</h1>');
    });
  });
  // Idle keep-alive connections stay open for a minute, as CDNs keep them (Node closes them after 5 s):
  // a client reusing a connection at the moment the server closes it gets ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}

/** The precompressed copy of `file` the request accepts (Brotli first), or null. */
function acceptedEncoding(acceptEncoding = '', file) {
  const candidates = [
    { name: 'br', file: `${file}.br`, accepted: /\bbr\b/.test(acceptEncoding) },
    { name: 'gzip', file: `${file}.gz`, accepted: /\bgzip\b/.test(acceptEncoding) },
  ];
  return candidates.find((candidate) => candidate.accepted && fs.existsSync(candidate.file)) ?? null;
}

/** `_redirects`: "from to status" per line; `from` may end in `/*`, `to` may use `:splat`. */
export function readRedirects(file) {
  const rules = { exact: new Map(), prefixes: [] };
  if (!fs.existsSync(file)) return rules;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || from.startsWith('#') || !to) continue;
    const rule = { to, status: Number(status) || 301 };
    if (from.endsWith('/*')) rules.prefixes.push({ prefix: from.slice(0, -1), ...rule });
    else rules.exact.set(from, rule);
  }
  return rules;
}

export function findRedirect(rules, pathname) {
  const exact = rules.exact.get(pathname);
  if (exact) return exact;
  for (const { prefix, to, status } of rules.prefixes) {
    if (pathname.startsWith(prefix) || pathname === prefix.slice(0, -1)) {
      return { to: to.replace(':splat', pathname.slice(prefix.length)), status };
    }
  }
  return null;
}

/** `_headers`: a path line (may end in `*`), then indented "Name: value" lines. */
export function readHeaders(file) {
  const rules = [];
  if (!fs.existsSync(file)) return rules;
  let current = null;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (/^\s/.test(line) && current) {
      const separator = line.indexOf(':');
      current.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
    } else {
      current = { path: line.trim(), headers: {} };
      rules.push(current);
    }
  }
  return rules;
}

/**
 * Headers of the rules matching `pathname`, later rules winning. A rule may name an origin
 * (`https://mui.com/*`, as Netlify allows): it applies only to requests for that host.
 */
export function headersFor(rules, pathname, host = '') {
  const headers = {};
  for (const rule of rules) {
    let pattern = rule.path;
    if (/^https?:\/\//.test(pattern)) {
      const url = new URL(pattern.replace(/\*$/, ''));
      if (url.host !== host) continue;
      pattern = `${url.pathname}${pattern.endsWith('*') ? '*' : ''}`;
    }
    const matches = pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
    if (matches) Object.assign(headers, rule.headers);
  }
  return headers;
}

/** Starts the server on 127.0.0.1 (port 0 picks a free one) and resolves with its base URL. */
export function listen(server, port = 0, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve(`http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${address.port}`);
    });
  });
}
