#!/usr/bin/env node
// `npm run bench` (last part) or `npm run bench:search`: the site search's figures (issue 18), measured
// from outside the search code (files in dist/, the network, the DOM), so it works whatever the index
// is made of (one `assets/search-*.json` file or several). Serves dist/ as `npm start` does (the
// build's gzip and Brotli copies), opens Data Grid › Sorting in Chromium and prints: the index files'
// sizes and the bytes a first query costs; the first query after opening, cold (a new browser context
// per round); the time per keystroke with the index loaded, over the e2e query list. Asserts nothing.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createStaticServer, listen } from './lib/static-server.mjs';
import { launchOptions } from './lib/browser.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(rootDir, 'dist');
const assetsDir = path.join(distDir, 'assets');
const runs = Math.max(5, Number(process.env.BENCH_RUNS ?? 7));
const route = '/x/react-data-grid/sorting/';
const firstQuery = 'sor';
const queries = JSON.parse(fs.readFileSync(path.join(rootDir, 'tests', 'e2e', 'search-queries.json'), 'utf8')).map(([query]) => query);
/** The index's URLs, however many files it is made of (the site config names the first one). */
const INDEX_FILE = /^search-[^/]*\.json$/;
const isIndexUrl = (url) => INDEX_FILE.test(path.posix.basename(new URL(url).pathname)) && new URL(url).pathname.startsWith('/assets/');

if (!fs.existsSync(path.join(distDir, '404.html'))) {
  console.error('dist/ is not built: run "npm run build" first.');
  process.exit(1);
}
const indexFiles = fs.existsSync(assetsDir)
  ? fs
      .readdirSync(assetsDir)
      .filter((name) => INDEX_FILE.test(name))
      .sort()
  : [];
if (indexFiles.length === 0) {
  console.error('dist/assets/ holds no search-*.json file: rebuild the shell ("node scripts/build-shell.mjs").');
  process.exit(1);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** Nearest-rank 95th percentile (with fewer than 20 samples, the largest). */
const p95 = (values) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * 0.95) - 1)];
const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 1 : 0)} ms` : 'n/a').padStart(8);
const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : 'n/a').padStart(10);

/** Sizes on disk: the raw file, and the compressed copies the server sends (computed as the build would when a copy is missing). */
function fileSizes(name) {
  const file = path.join(assetsDir, name);
  const content = fs.readFileSync(file);
  const copy = (suffix, compress) => {
    const stored = `${file}${suffix}`;
    if (fs.existsSync(stored) && fs.statSync(stored).mtimeMs >= fs.statSync(file).mtimeMs) return { bytes: fs.statSync(stored).size, stored: true };
    return { bytes: compress(content).length, stored: false };
  };
  return {
    name,
    raw: content.length,
    gzip: copy('.gz', (data) => zlib.gzipSync(data, { level: 9 })),
    brotli: copy('.br', (data) => zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 } })),
  };
}

/** A page of the site, loaded, hydrated, its content frame rendered and the network quiet: a reader about to press Ctrl+K. */
async function openDocsPage(context, baseUrl) {
  const page = await context.newPage();
  const encodings = new Map();
  page.on('response', (response) => {
    if (isIndexUrl(response.url())) encodings.set(response.url(), response.headers()['content-encoding'] ?? 'none');
  });
  await page.goto(baseUrl + route, { timeout: 60000 });
  await page.waitForFunction(() => performance.getEntriesByName('shell-interactive').length > 0, null, { timeout: 60000 });
  await page.locator('.content-frame[data-status="ready"]').waitFor({ timeout: 60000 });
  await page.waitForLoadState('networkidle', { timeout: 15000 }).catch(() => {});
  return { page, encodings };
}

/** Resource entries and marks of one thread (the page, or a worker), on its own clock, with that clock's origin. */
function threadTimeline(pattern) {
  const re = new RegExp(pattern);
  return {
    timeOrigin: performance.timeOrigin,
    resources: performance
      .getEntriesByType('resource')
      .filter((entry) => re.test(new URL(entry.name).pathname))
      .map((entry) => ({ url: entry.name, startTime: entry.startTime, responseEnd: entry.responseEnd, encodedBodySize: entry.encodedBodySize })),
    marks: performance.getEntriesByType('mark').map((entry) => ({ name: entry.name, startTime: entry.startTime })),
  };
}

/**
 * The index files fetched so far (resource timing: start, end, bytes of the body as it came over the
 * wire) and the marks, by the page and by its workers (the search runs in one), on the page's clock.
 */
async function indexTimeline(page) {
  const pattern = '^/assets/search-[^/]*\\.json$';
  const own = await page.evaluate(threadTimeline, pattern);
  const threads = [own];
  for (const worker of page.workers()) threads.push(await worker.evaluate(threadTimeline, pattern).catch(() => ({ timeOrigin: 0, resources: [], marks: [] })));
  const shifted = (thread, entry, keys) => ({ ...entry, ...Object.fromEntries(keys.map((key) => [key, entry[key] + thread.timeOrigin - own.timeOrigin])) });
  return {
    resources: threads.flatMap((thread) => thread.resources.map((entry) => shifted(thread, entry, ['startTime', 'responseEnd']))),
    marks: threads.flatMap((thread) => thread.marks.map((entry) => shifted(thread, entry, ['startTime']))),
  };
}
const indexEntries = async (page) => (await indexTimeline(page)).resources;

/** Waits (up to 15 s, and 3 s after the last new one) until the page has fetched every index file of dist/. */
async function waitForAllIndexFiles(page) {
  let entries = await indexEntries(page);
  let lastChange = Date.now();
  const deadline = Date.now() + 15000;
  while (new Set(entries.map((entry) => entry.url)).size < indexFiles.length && Date.now() < deadline && Date.now() - lastChange < 3000) {
    await page.waitForTimeout(100);
    const next = await indexEntries(page);
    if (next.length !== entries.length) lastChange = Date.now();
    entries = next;
  }
  return entries;
}

/** Typing paces of a cold round: as fast as the browser takes keys, and a brisk reader's. */
const paces = {
  instant: { label: 'typed at once', pause: 0, delay: 0 },
  // About 100 words a minute, after a short reaction to the dialog appearing.
  reader: { label: "typed at a brisk reader's pace (200 ms after the input has focus, then a key every 120 ms)", pause: 200, delay: 120 },
};

/**
 * One cold round: a new context (empty HTTP cache), the page loaded without the index (nothing has
 * hovered or focused the search button, which would prefetch it), then Ctrl+K, "sor" typed once the
 * dialog's input has focus, at the given pace. On the page's clock, from the Ctrl+K keydown: the first
 * option of any query in the DOM, and the first options that answer "sor" itself (the listbox names the
 * query its options answer: answers come from the search worker). A mutation observer sees each in the
 * task that inserts it. The search worker's marks say when it received and loaded each index file.
 */
async function coldFirstQuery(browser, baseUrl, pace = paces.instant) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const { page, encodings } = await openDocsPage(context, baseUrl);
    await page.evaluate((query) => {
      const probe = { keys: [] };
      window.__searchBench = probe;
      window.addEventListener(
        'keydown',
        (event) => {
          if (probe.pressed === undefined && event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) probe.pressed = performance.now();
          else if (probe.pressed !== undefined) probe.keys.push(performance.now());
        },
        { capture: true },
      );
      document.addEventListener('focusin', (event) => {
        if (probe.focused === undefined && event.target instanceof Element && event.target.getAttribute('role') === 'combobox')
          probe.focused = performance.now();
      });
      const observer = new MutationObserver(() => {
        const listbox = document.querySelector('[role="dialog"] [role="listbox"]');
        if (!listbox?.querySelector('[role="option"]')) return;
        if (probe.firstOption === undefined) {
          probe.firstOption = performance.now();
          probe.query = listbox.getAttribute('data-results-for');
        }
        if (listbox.getAttribute('data-results-for') !== query) return;
        probe.answered = performance.now();
        // A busy listbox answered from the names file alone (the prose file not searched yet).
        probe.namesOnly = listbox.getAttribute('aria-busy') === 'true';
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-results-for'] });
    }, firstQuery);
    const before = await indexEntries(page);
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => window.__searchBench.focused !== undefined, null, { timeout: 10000, polling: 'raf' });
    if (pace.pause) await page.waitForTimeout(pace.pause);
    await page.keyboard.type(firstQuery, { delay: pace.delay });
    await page.waitForFunction(() => window.__searchBench.answered !== undefined, null, { timeout: 30000 });
    const probe = await page.evaluate(() => window.__searchBench);
    const entries = await waitForAllIndexFiles(page);
    const { marks } = await indexTimeline(page);
    const markAt = (name) => (marks.find((entry) => entry.name === name)?.startTime ?? Number.NaN) - probe.pressed;
    // The files the answer was computed from: the names file alone when the list was still busy
    // (the prose file may have arrived meanwhile, unused), else every file received before it.
    const beforeFirst = entries.filter(
      (entry) => entry.responseEnd <= probe.answered && (!probe.namesOnly || /\/search-index-[^/]*\.json$/.test(new URL(entry.url).pathname)),
    );
    const sum = (list) => list.reduce((total, entry) => total + entry.encodedBodySize, 0);
    const lastKey = probe.keys.length ? probe.keys[probe.keys.length - 1] - probe.pressed : Number.NaN;
    return {
      firstQueryFiles: beforeFirst.map((entry) => path.posix.basename(new URL(entry.url).pathname)),
      prefetched: before.length > 0 || entries.some((entry) => entry.startTime < probe.pressed),
      firstOption: probe.firstOption - probe.pressed,
      answered: probe.answered - probe.pressed,
      afterLastKey: probe.answered - probe.pressed - lastKey,
      focused: probe.focused - probe.pressed,
      typed: lastKey,
      firstFileReceived: beforeFirst.length ? Math.max(...beforeFirst.map((entry) => entry.responseEnd)) - probe.pressed : Number.NaN,
      namesReady: markAt('search-names-ready'),
      namesReceived: markAt('search-names-received'),
      query: probe.query,
      filesForFirstQuery: beforeFirst.length,
      bytesForFirstQuery: sum(beforeFirst),
      filesInTotal: entries.length,
      bytesInTotal: sum(entries),
      encodings: [...new Set(encodings.values())],
    };
  } finally {
    await context.close();
  }
}

/**
 * Runs in the page, for one query with the dialog open and the index loaded: clears the input, then
 * types the query letter by letter. Each letter is what a keystroke does to the input: its value set
 * through the native setter (so React's change tracking sees it) and an `input` event dispatched,
 * which runs the dialog's onChange (the query goes to the search worker; its answer is rendered). The
 * clock starts just before the event; "dom" is when a mutation observer on the results region sees the
 * listbox name this query as the one its options answer: the commit of the answer's render, which is
 * what a reader waits for. "painted" adds the next frame (requestAnimationFrame, then a task after it:
 * style, layout and paint of the new list, and the wait for the frame). A keystroke without an answer
 * within 2 s is counted apart. The next letter waits for the previous one's frame.
 */
function typeQueryInPage(query) {
  const input = document.querySelector('[role="dialog"] [role="combobox"]');
  const region = document.querySelector('[role="dialog"] [role="listbox"]')?.parentElement;
  if (!(input instanceof HTMLInputElement) || !region) throw new Error('the search dialog is not open');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const afterNextFrame = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      }),
    );
  const keystroke = (value) =>
    new Promise((resolve) => {
      let settled = false;
      const observer = new MutationObserver(() => {
        if (settled || region.querySelector('[role="listbox"]')?.getAttribute('data-results-for') !== value) return;
        settled = true;
        observer.disconnect();
        const dom = performance.now() - start;
        afterNextFrame().then((at) => resolve({ dom, painted: at - start }));
      });
      observer.observe(region, { childList: true, subtree: true, characterData: true, attributes: true });
      const start = performance.now();
      setValue.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      // No answer within 2 s: counted apart. (Not "once the page is idle": the page idles while the worker searches.)
      new Promise((resolve) => setTimeout(resolve, 2000)).then(() => {
        if (settled) return;
        settled = true;
        observer.disconnect();
        resolve(null);
      });
    });
  return (async () => {
    await keystroke('');
    const samples = [];
    for (let length = 1; length <= query.length; length += 1) samples.push(await keystroke(query.slice(0, length)));
    return samples;
  })();
}

async function perKeystroke(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const { page } = await openDocsPage(context, baseUrl);
    await page.keyboard.press('Control+k');
    await page.locator('[role="dialog"] [role="combobox"]').waitFor();
    await page.keyboard.type(firstQuery);
    await page.locator('[role="dialog"] [role="listbox"] [role="option"]').first().waitFor({ timeout: 30000 });
    await waitForAllIndexFiles(page);
    // The first five queries once, unmeasured (the JIT and the engine's caches warm up, as with a reader's first queries); then every query, measured.
    for (const query of queries.slice(0, 5)) await page.evaluate(typeQueryInPage, query);
    const samples = [];
    for (const query of queries) samples.push(...(await page.evaluate(typeQueryInPage, query)));
    return samples;
  } finally {
    await context.close();
  }
}

const server = createStaticServer({ root: distDir });
const baseUrl = await listen(server);
const browser = await chromium.launch(launchOptions());
try {
  const sizes = indexFiles.map(fileSizes);
  console.log(`Site search: ${route} in Chromium ${browser.version()}, 1280×900, dist/ served with its compressed copies\n`);
  const nameWidth = Math.max(...sizes.map((file) => file.name.length), 28);
  console.log(`${'index files in dist/assets/'.padEnd(nameWidth + 2)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}  ${'brotli'.padStart(10)}`);
  const mark = (copy) => `${kb(copy.bytes)}${copy.stored ? ' ' : '*'}`;
  for (const file of sizes) console.log(`  ${file.name.padEnd(nameWidth)} ${kb(file.raw)} ${mark(file.gzip)} ${mark(file.brotli)}`);
  if (sizes.length > 1) {
    const total = (key) => sizes.reduce((sum, file) => sum + (key === 'raw' ? file.raw : file[key].bytes), 0);
    console.log(`  ${'all'.padEnd(nameWidth)} ${kb(total('raw'))} ${kb(total('gzip'))}  ${kb(total('brotli'))}`);
  }
  if (sizes.some((file) => !file.gzip.stored || !file.brotli.stored)) {
    console.log('  * no up-to-date compressed copy in dist/ (a build with --no-compress?): size computed here; what the server sent is below');
  }

  await coldFirstQuery(browser, baseUrl); // warms the OS file cache and the browser binary once
  const cold = [];
  for (let run = 0; run < runs; run += 1) cold.push(await coldFirstQuery(browser, baseUrl));
  const pick = (key) => cold.map((sample) => sample[key]);
  const encodings = [...new Set(cold.flatMap((sample) => sample.encodings))].join(', ');
  console.log(`\nindex bytes on the wire (encodedBodySize, Content-Encoding: ${encodings}; median of ${runs} cold loads):`);
  // The target is in gzip bytes; the wire carries what the browser accepted (Brotli, on this origin).
  const gzipOf = (names) => names.reduce((sum, name) => sum + (sizes.find((file) => file.name === name)?.gzip.bytes ?? Number.NaN), 0);
  const gzipForFirstQuery = median(cold.map((sample) => gzipOf(sample.firstQueryFiles)));
  console.log(
    `  for a first query  ${kb(median(pick('bytesForFirstQuery')))} in ${median(pick('filesForFirstQuery'))} file(s) the first result was computed from;` +
      ` gzipped ${kb(gzipForFirstQuery).trim()}   (target ≤ 300 KB gzipped)`,
  );
  console.log(`  in total           ${kb(median(pick('bytesInTotal')))} in ${median(pick('filesInTotal'))} file(s)`);
  const firstFiles = [...new Set(cold.flatMap((sample) => sample.firstQueryFiles))];
  if (indexFiles.length > 1) console.log(`  the first result came from: ${firstFiles.join(', ') || 'none'}`);

  console.log(`\nfirst query after opening, cold (${runs} rounds each, a new browser context each): Ctrl+K, then "${firstQuery}"`);
  console.log(
    `  ${paces.instant.label}: options answering "${firstQuery}" after Ctrl+K   median ${ms(median(pick('answered')))}   p95 ${ms(p95(pick('answered')))}`,
  );
  console.log(
    `    last letter's keydown → options answering "${firstQuery}"   median ${ms(median(pick('afterLastKey')))}   p95 ${ms(p95(pick('afterLastKey')))}   (target ≤ 100 ms)`,
  );
  console.log(
    `    medians after Ctrl+K: input focused ${ms(median(pick('focused'))).trim()}, last letter's keydown ${ms(median(pick('typed'))).trim()},` +
      ` names file received ${ms(median(pick('firstFileReceived'))).trim()}, loaded in the search worker ${ms(median(pick('namesReady'))).trim()}` +
      ` (parse and index load ${ms(median(cold.map((sample) => sample.namesReady - sample.namesReceived))).trim()}), first option of any query ${ms(median(pick('firstOption'))).trim()}`,
  );
  const firstQueries = [...new Set(pick('query'))].map((query) => `"${query}"`).join(', ');
  console.log(`    the first options shown answered ${firstQueries}`);
  const paced = [];
  for (let run = 0; run < runs; run += 1) paced.push(await coldFirstQuery(browser, baseUrl, paces.reader));
  const pickPaced = (key) => paced.map((sample) => sample[key]);
  console.log(`  ${paces.reader.label}:`);
  console.log(
    `    last letter's keydown → options answering "${firstQuery}"   median ${ms(median(pickPaced('afterLastKey')))}   p95 ${ms(p95(pickPaced('afterLastKey')))}   (target ≤ 100 ms)`,
  );
  console.log(
    `    medians after Ctrl+K: last letter's keydown ${ms(median(pickPaced('typed'))).trim()}, index loaded in the search worker ${ms(median(pickPaced('namesReady'))).trim()},` +
      ` answered ${ms(median(pickPaced('answered'))).trim()}`,
  );
  const prefetched = [...cold, ...paced].filter((sample) => sample.prefetched).length;
  if (prefetched > 0) console.log(`  note: in ${prefetched} round(s) the index was requested before Ctrl+K (prefetched): those rounds are not cold`);

  const samples = await perKeystroke(browser, baseUrl);
  const changed = samples.filter(Boolean);
  const letters = queries.reduce((sum, query) => sum + query.length, 0);
  console.log(`\nper keystroke, warm (index loaded): ${queries.length} queries of tests/e2e/search-queries.json typed letter by letter, ${letters} keystrokes`);
  console.log(
    `  input event → its answer in the DOM (worker search + React render)   median ${ms(median(changed.map((s) => s.dom)))}   p95 ${ms(p95(changed.map((s) => s.dom)))}   (target ≤ 30 ms)`,
  );
  console.log(
    `  input event → next frame (adds style, layout, paint, vsync)           median ${ms(median(changed.map((s) => s.painted)))}   p95 ${ms(p95(changed.map((s) => s.painted)))}`,
  );
  if (changed.length < samples.length) console.log(`  ${samples.length - changed.length} keystroke(s) got no answer in time: not in the figures`);
} finally {
  await browser.close();
  server.close();
}
