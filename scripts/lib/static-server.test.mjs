import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, listen } from './static-server.mjs';

let root;
let server;
let base;

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
});
