import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import zlib from 'node:zlib';
import { createStaticServer, listen } from './static-server.mjs';
import { precompressDir } from './precompress.mjs';

let root;
let server;
let base;
let compression;
const bigScript = Array.from({ length: 400 }, (_, index) => `export const value${index} = ${index} * 2;`).join('\n');

/** Raw response (no decoding by the client): status, headers and the bytes as sent. */
function rawGet(pathname, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http
      .get(base + pathname, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  const write = (file, content) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write('x/introduction/index.html', '<h1>Intro</h1>');
  write('404.html', '<h1>Page not found</h1>');
  write('storybook/iframe.html', '<div id="storybook-root"></div>');
  write('assets/app-abc12345.js', 'export {}');
  write('_redirects', '/ /x/introduction/ 301\n/zh/* /:splat 301\n');
  write('_headers', '/*\n  Cache-Control: no-cache\n/storybook/*\n  X-Robots-Tag: noindex, indexifembedded\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  write('assets/big-abc12345.js', bigScript);
  write('x/big/index.html', `<!doctype html><h1>Big</h1>${'<p>Rows and columns of a grid.</p>'.repeat(200)}`);
  write('404.html', `<h1>Page not found</h1>${'<!-- padding for compression -->'.repeat(60)}`);
  compression = await precompressDir(root);
  server = createStaticServer({ root });
  base = await listen(server);
});

afterAll(() => {
  server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (pathname) => fetch(base + pathname, { redirect: 'manual' });

describe('static server', () => {
  it('applies exact and splat redirects', async () => {
    expect((await get('/')).headers.get('location')).toBe('/x/introduction/');
    const language = await get('/zh/x/introduction/?a=1');
    expect(language.status).toBe(301);
    expect(language.headers.get('location')).toBe('/x/introduction/?a=1');
  });

  it('adds the trailing slash to folder routes', async () => {
    const response = await get('/x/introduction');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/x/introduction/');
  });

  it('serves pages and headers by path', async () => {
    const page = await get('/x/introduction/');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const preview = await get('/storybook/iframe.html');
    expect(preview.headers.get('x-robots-tag')).toBe('noindex, indexifembedded');
    expect((await get('/assets/app-abc12345.js')).headers.get('cache-control')).toContain('immutable');
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const response = await get('/x/unknown/');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  it('sends the Brotli or gzip copy the browser accepts, which decodes to the same bytes, with the path headers', async () => {
    expect(compression.files).toBe(3);
    for (const pathname of ['/assets/big-abc12345.js', '/x/big/']) {
      const identity = await rawGet(pathname);
      expect(identity.headers['content-encoding']).toBeUndefined();
      for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip']]) {
        const response = await rawGet(pathname, accept);
        expect(response.headers['content-encoding'], `${pathname} ${accept}`).toBe(encoding);
        expect(response.headers.vary).toBe('Accept-Encoding');
        expect(response.headers['content-type']).toBe(identity.headers['content-type']);
        expect(response.headers['cache-control']).toBe(identity.headers['cache-control']);
        expect(response.body.length).toBeLessThan(identity.body.length / 3);
        expect(decode[encoding](response.body).equals(identity.body)).toBe(true);
      }
    }
  });

  it('leaves small files uncompressed and compresses the 404 page too', async () => {
    expect((await rawGet('/assets/app-abc12345.js', 'br')).headers['content-encoding']).toBeUndefined();
    const missing = await rawGet('/x/nothing-here/', 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
    expect(decode.br(missing.body).toString()).toContain('Page not found');
  });
});

