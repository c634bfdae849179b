#!/usr/bin/env node
// `npm run bench` (second part) or `npm run bench:sw`: the service worker's figures (issue 17), in one
// run. Builds the shell for its own origin (DOCS_ORIGIN = the bench's server, so the worker registers),
// then prints the precache size, repeat-visit load times with and without the worker (rounds
// interleaved, median), and the time to open a visited page offline. Asserts nothing.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createStaticServer } from './lib/static-server.mjs';
import { launchOptions } from './lib/browser.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.BENCH_RUNS ?? 7);
const outDir = path.join(rootDir, '.cache', 'dist-sw-bench');
const route = '/x/react-data-grid/sorting/';
const visited = ['/x/introduction/', route, '/x/react-date-pickers/date-picker/'];
if (!fs.existsSync(path.join(rootDir, 'storybook-static', 'index.json'))) {
  console.error('storybook-static/ is not built: run "npm run build-storybook" first.');
  process.exit(1);
}

// The server first (its port is the origin the build is for), then the build; `down` drops every
// connection, so the worker's own fetches fail too.
let handler = null;
let down = false;
const server = http.createServer((req, res) => {
  if (down) req.socket.destroy();
  else if (handler) handler.emit('request', req, res);
  else res.writeHead(503).end();
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
console.log(`building the shell for ${origin} (so the worker registers) → ${path.relative(rootDir, outDir)}/`);
execFileSync('node', ['scripts/build-shell.mjs', '--out', outDir, '--no-compress'], {
  cwd: rootDir,
  env: { ...process.env, DOCS_ORIGIN: origin },
  stdio: ['ignore', 'ignore', 'inherit'],
});
handler = createStaticServer({ root: outDir });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

const swSource = fs.readFileSync(path.join(outDir, 'x', 'sw.js'), 'utf8');
const precached = [...swSource.matchAll(/url:[`"']([^`"']+)[`"']/g)].map((match) => match[1]);
const fileOf = (url) => path.join(outDir, url.endsWith('/') ? `${url}index.html` : url);
const precacheGzip = precached.reduce((sum, url) => sum + zlib.gzipSync(fs.readFileSync(fileOf(url))).length, 0);
const precacheRaw = precached.reduce((sum, url) => sum + fs.statSync(fileOf(url)).size, 0);
console.log(
  `\nprecache: ${precached.length} files, ${kb(precacheGzip)} gzipped (${kb(precacheRaw)} raw); the worker itself ${kb(zlib.gzipSync(swSource).length)} gzipped`,
);

/** Time from the start of a navigation until the content frame has rendered the page (the shell marks it ready). */
async function timeToContent(page, url) {
  const start = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('.content-frame[data-status="ready"]').waitFor({ timeout: 60000 });
  return Date.now() - start;
}

const browser = await chromium.launch(launchOptions());
try {
  // Two readers who visited the same pages: one with the worker, one with workers blocked (the HTTP
  // cache alone: HTML revalidated, hashed assets immutable).
  const withWorker = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 1280, height: 900 } });
  const withoutWorker = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  const pageWith = await withWorker.newPage();
  const pageWithout = await withoutWorker.newPage();
  await pageWith.goto(`${origin}/x/introduction/`);
  await pageWith.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60000 });
  for (const visit of visited) {
    await timeToContent(pageWith, origin + visit);
    await timeToContent(pageWithout, origin + visit);
  }
  const repeat = { with: [], without: [] };
  for (let round = 0; round < runs; round += 1) {
    repeat.with.push(await timeToContent(pageWith, origin + route));
    repeat.without.push(await timeToContent(pageWithout, origin + route));
  }
  console.log(`repeat visit of Data Grid › Sorting, navigation → content rendered (median of ${runs}, interleaved):`);
  console.log(
    `  with the worker ${ms(median(repeat.with))}   without ${ms(median(repeat.without))}   ratio ${(median(repeat.with) / median(repeat.without)).toFixed(2)}`,
  );

  await withWorker.setOffline(true);
  down = true;
  const offline = [];
  for (let round = 0; round < runs; round += 1) offline.push(await timeToContent(pageWith, origin + visited[round % visited.length]));
  console.log(`visited page opened offline, navigation → content rendered: median ${ms(median(offline))} (of ${runs}, three pages)`);
  down = false;
} finally {
  await browser.close();
  server.closeAllConnections();
  server.close();
}
