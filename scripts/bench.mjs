#!/usr/bin/env node
// `npm run bench`: Data Grid › Sorting loaded cold in Chromium four ways (through the shell with the
// preview on the shell's origin and on its own, as the bare preview, in Storybook's UI), then
// page-to-page navigation in the shell (both set-ups), then Lighthouse (mobile and desktop) on docs
// pages with grids, pickers and charts, the introduction and API pages (`BENCH_LIGHTHOUSE=0` skips
// it). Prints figures and ratios measured in one run; asserts nothing (machines are noisy, compare ratios).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createStaticServer, listen } from './lib/static-server.mjs';
import { launchOptions } from './lib/browser.mjs';
import { measureCodePanel, pageSourcesBytes } from './lib/code-panel-size.mjs';
import { formatLighthouse, runLighthouse } from './lib/lighthouse.mjs';
import { buildIsolatedShell } from './lib/isolated-build.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(rootDir, 'dist');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const docsId = 'x-react-data-grid-sorting--docs';
if (!fs.existsSync(path.join(distDir, '404.html'))) {
  console.error('dist/ is not built: run "npm run build" first.');
  process.exit(1);
}

// Runs in every frame: records, on the shared epoch clock, the first animation frame in which the
// page's h1 and a data grid row are laid out with a size, and each frame's layout shifts. Frames
// on another origin (the isolated preview) report through postMessage.
const markScript = () => {
  const shared = {};
  const report = (key, value) => {
    if (window === window.top) {
      window.__bench ??= { shifts: 0 };
      if (key === 'shift') window.__bench.shifts += value;
      else if (window.__bench[key] === undefined) window.__bench[key] = value;
    } else {
      window.top.postMessage({ benchReport: [key, value] }, '*');
    }
  };
  if (window === window.top) {
    window.__bench = { shifts: 0 };
    window.addEventListener('message', (event) => {
      if (Array.isArray(event.data?.benchReport)) report(...event.data.benchReport);
    });
    // The top-level thread's long tasks (with a same-origin preview, its work runs on this thread too).
    window.__bench.blocking = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__bench.blocking += Math.max(0, entry.duration - 50);
    }).observe({ type: 'longtask', buffered: true });
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) report('shift', entry.value);
  }).observe({ type: 'layout-shift', buffered: true });
  const seen = (selector) => [...document.querySelectorAll(selector)].some((el) => {
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  });
  const tick = () => {
    const now = performance.timeOrigin + performance.now();
    if (!shared.heading && seen('main h1, #storybook-docs h1')) (shared.heading = true), report('heading', now);
    if (!shared.row && seen('.MuiDataGrid-row')) (shared.row = true), report('row', now);
    if (!shared.heading || !shared.row) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function loadCold(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(markScript);
  const responses = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(url);
  await page.waitForFunction(() => window.__bench?.heading !== undefined && window.__bench?.row !== undefined, null, { timeout: 60000 });
  // Shifts and blocking time over the first three seconds; when the shell's controls responded.
  await page.waitForTimeout(Math.max(0, 3000 - (await page.evaluate(() => performance.now()))));
  const interactive = await page
    .waitForFunction(() => performance.getEntriesByName('shell-interactive')[0]?.startTime, null, { timeout: 10000 })
    .then((handle) => handle.jsonValue())
    .catch(() => Number.NaN);
  const result = await page.evaluate(() => ({
    start: performance.timeOrigin,
    // When the shell asked for its content frame's document (the bare preview starts at 0).
    frameRequested: performance.getEntriesByType('resource').find((entry) => entry.initiatorType === 'iframe')?.startTime ?? 0,
    ...window.__bench,
  }));
  // Bytes on the wire (compressed bodies and headers) of everything loaded until the first grid row.
  let wireBytes = 0;
  let scriptWireBytes = 0;
  let scripts = 0;
  for (const response of responses) {
    const sizes = await response.request().sizes().catch(() => null);
    if (!sizes) continue;
    const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
    wireBytes += bytes;
    if (response.request().resourceType() === 'script') {
      scripts += 1;
      scriptWireBytes += bytes;
    }
  }
  await context.close();
  return { heading: result.heading - result.start, row: result.row - result.start, frameRequested: result.frameRequested, requests: scripts, scriptWireBytes, wireBytes, shifts: result.shifts, blocking: result.blocking, interactive };
}

function shellOwnJavaScript() {
  const html = fs.readFileSync(path.join(distDir, 'x', 'react-data-grid', 'sorting', 'index.html'), 'utf8');
  const files = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((match) => match[1]);
  const preloads = [...html.matchAll(/<link rel="(?:modulepreload|prefetch)" href="([^"]+)"/g)].map((match) => match[1]);
  const all = [...new Set([...files, ...preloads])];
  const bytes = all.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(distDir, file))).length, 0);
  return { files: all.length, bytes };
}

function freePort() {
  const probe = createStaticServer({ root: distDir });
  return listen(probe, 0).then((url) => new Promise((resolve) => probe.close(() => resolve(Number(new URL(url).port)))));
}

/**
 * A reader who clicks before the shell has hydrated: a cold load of Sorting, a control clicked as
 * soon as it is painted, and when it responds. A nav group toggles in the prerendered page at once;
 * the settings button starts hydration and its click is replayed once the app has mounted.
 */
async function earlyClickResponse(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  const toggle = page.locator('nav[aria-label="Documentation"] button.nav-group[aria-expanded="false"]').first();
  await toggle.waitFor();
  const controls = await toggle.getAttribute('aria-controls');
  const groupClickedAt = await page.evaluate(() => performance.now());
  await toggle.click();
  await page.locator(`button.nav-group[aria-controls="${controls}"][aria-expanded="true"]`).waitFor({ timeout: 15000 });
  const groupOpenedAt = await page.evaluate(() => performance.now());
  await context.close();

  const settingsContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const settingsPage = await settingsContext.newPage();
  await settingsPage.goto(url, { waitUntil: 'commit' });
  const settings = settingsPage.getByRole('button', { name: 'Open the display settings' });
  await settings.waitFor();
  const settingsClickedAt = await settingsPage.evaluate(() => performance.now());
  await settings.click();
  await settingsPage.locator('#settings-drawer').waitFor({ timeout: 15000 });
  const settingsOpenedAt = await settingsPage.evaluate(() => performance.now());
  await settingsContext.close();
  return { groupClickedAt, groupOpenedAt, settingsClickedAt, settingsOpenedAt };
}

async function navigationTimes(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/x/react-data-grid/sorting/`);
  await page.locator('.content-frame[data-status="ready"]').waitFor();
  const targets = ['/x/react-data-grid/', '/x/react-data-grid/sorting/', '/x/introduction/installation/', '/x/react-tree-view/'];
  const heading = [];
  const content = [];
  // At least 20 clicks, whatever BENCH_RUNS says: a median of fewer is noise.
  for (let round = 0; round < Math.max(5, runs); round += 1) {
    for (const route of targets) {
      const title = await page.evaluate(() => document.querySelector('h1')?.textContent);
      const started = await page.evaluate(() => performance.now());
      await page.locator(`nav[aria-label="Documentation"] a[href="${route}"]`).evaluate((link) => link.click());
      const headingAt = await page.evaluate(
        (previous) => new Promise((resolve) => {
          const tick = () => (document.querySelector('h1')?.textContent !== previous ? resolve(performance.now()) : requestAnimationFrame(tick));
          tick();
        }),
        title,
      );
      await page.locator('.content-frame[data-status="ready"]').waitFor();
      const contentAt = await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now()))));
      heading.push(headingAt - started);
      content.push(contentAt - started);
    }
  }
  await context.close();
  return { heading: median(heading), content: median(content), samples: heading.length };
}

const server = createStaticServer({ root: distDir });
const baseUrl = await listen(server);
// The isolated-preview set-up: the same build with the preview on a second origin (localhost beside
// 127.0.0.1, one server on both), so Chromium runs it in its own process.
const isolatedPort = await freePort();
const isolatedDir = path.join(rootDir, '.cache', 'dist-isolated-bench');
buildIsolatedShell({ port: isolatedPort, outDir: isolatedDir });
const isolatedServer = createStaticServer({ root: isolatedDir });
const isolatedUrl = await listen(isolatedServer, isolatedPort, '::').then(() => `http://127.0.0.1:${isolatedPort}`);
const browser = await chromium.launch(launchOptions());
const ways = {
  shell: `${baseUrl}/x/react-data-grid/sorting/`,
  'shell, isolated': `${isolatedUrl}/x/react-data-grid/sorting/`,
  'bare preview': `${baseUrl}/x/storybook/iframe.html?viewMode=docs&id=${docsId}`,
  'storybook ui': `${baseUrl}/x/storybook/?path=/docs/${docsId}`,
};

try {
  await loadCold(browser, ways.shell); // warm the OS file cache and the browser binary once
  // Rounds interleave the three ways, so a change in background load affects all of them alike.
  const samplesByWay = Object.fromEntries(Object.keys(ways).map((name) => [name, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const [name, url] of Object.entries(ways)) samplesByWay[name].push(await loadCold(browser, url));
  }
  const results = {};
  for (const [name, samples] of Object.entries(samplesByWay)) {
    results[name] = {
      heading: median(samples.map((s) => s.heading)),
      row: median(samples.map((s) => s.row)),
      requests: median(samples.map((s) => s.requests)),
      scriptWireBytes: median(samples.map((s) => s.scriptWireBytes)),
      wireBytes: median(samples.map((s) => s.wireBytes)),
      shifts: median(samples.map((s) => s.shifts)),
      blocking: median(samples.map((s) => s.blocking)),
      interactive: median(samples.map((s) => s.interactive)),
      frameRequested: median(samples.map((s) => s.frameRequested)),
    };
  }

  const ms = (value) => `${value.toFixed(0)} ms`.padStart(8);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`Data Grid › Sorting, cold loads, median of ${runs} (Chromium ${browser.version()}, 1280×900)\n`);
  console.log(`${'way'.padEnd(14)} ${'heading'.padStart(8)} ${'grid row'.padStart(8)}  JS requests  JS on the wire  all on the wire     CLS  blocking (top thread, 3 s)`);
  for (const [name, r] of Object.entries(results)) {
    console.log(`${name.padEnd(14)} ${ms(r.heading)} ${ms(r.row)}  ${String(r.requests).padStart(11)}  ${kb(r.scriptWireBytes).padStart(14)}  ${kb(r.wireBytes).padStart(15)}  ${r.shifts.toFixed(4)}  ${ms(r.blocking)}`);
  }
  console.log(`\nshell interactive (hydrated: nav toggles and settings respond) ${ms(results.shell.interactive)} after navigation start (target ≤ 1000 ms)`);
  const early = [];
  for (let run = 0; run < runs; run += 1) early.push(await earlyClickResponse(browser, ways.shell));
  const at = (key) => ms(median(early.map((sample) => sample[key])));
  console.log(`  a nav group clicked as soon as painted (${at('groupClickedAt')}) opens at ${at('groupOpenedAt')} after navigation start (toggled in the prerendered page)`);
  console.log(`  the settings button clicked as soon as painted (${at('settingsClickedAt')}) opens the drawer at ${at('settingsOpenedAt')} (the click starts hydration and is replayed)`);
  const ratio = (a, b) => (a / b).toFixed(2);
  console.log('\nratios (shell ÷ other; heading | grid row)');
  console.log(`  shell ÷ bare preview   ${ratio(results.shell.heading, results['bare preview'].heading)} | ${ratio(results.shell.row, results['bare preview'].row)}   (target: grid row ≤ 1.0)`);
  console.log(`  the shell asks for its content frame ${ms(results.shell.frameRequested).trim()} after navigation start (its own HTML comes first); the bare preview starts at 0`);
  console.log(`  shell ÷ storybook ui   ${ratio(results.shell.heading, results['storybook ui'].heading)} | ${ratio(results.shell.row, results['storybook ui'].row)}   (target: grid row ≤ 0.5)`);
  const isolated = results['shell, isolated'];
  console.log(`\npreview on the shell's origin vs its own (isolated ÷ same origin):`);
  console.log(`  grid row ${ratio(isolated.row, results.shell.row)}   top-thread blocking ${ms(results.shell.blocking)} → ${ms(isolated.blocking)}   shell interactive ${ms(results.shell.interactive)} → ${ms(isolated.interactive)}`);

  const navigation = await navigationTimes(browser, baseUrl);
  const isolatedNavigation = await navigationTimes(browser, isolatedUrl);
  const own = shellOwnJavaScript();
  console.log(`\nshell's own JavaScript: ${own.files} files, ${kb(own.bytes)} gzipped (target ≤ 150 KB)`);
  console.log(`navigation in the shell, click in the nav tree → next page (median of ${navigation.samples}):`);
  console.log(`  heading visible ${ms(navigation.heading)}   content rendered in the frame ${ms(navigation.content)}   (target: content ≤ 200 ms)`);
  console.log(`  isolated preview: heading ${ms(isolatedNavigation.heading)}   content ${ms(isolatedNavigation.content)}`);

  const panel = await measureCodePanel(rootDir);
  const sources = pageSourcesBytes(path.join(distDir, 'x', 'storybook'), 'sorting.stories');
  console.log(`\ndemo code panel (toolbar, code view, copy; highlighting done at build time): ${kb(panel.panelBytes)} gzipped (target ≤ 30 KB)`);
  if (sources !== null) console.log(`  Data Grid › Sorting stories chunk (every demo of the page with its highlighted TS and JS sources): ${kb(sources)} gzipped`);

  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    console.log('\nLighthouse 12 (one run each; mobile = simulated Moto G Power, slow 4G, 4× CPU):');
    const lighthousePages = {
      'Data Grid › Sorting': '/x/react-data-grid/sorting/',
      Introduction: '/x/introduction/',
      'Date and Time Pickers': '/x/react-date-pickers/',
      Charts: '/x/react-charts/',
      'API: DataGrid': '/x/api/data-grid/data-grid/',
      'Pickers › Components API tab': '/x/react-date-pickers/components-api/',
    };
    for (const formFactor of ['mobile', 'desktop']) {
      for (const [label, route] of Object.entries(lighthousePages)) console.log(formatLighthouse(label, formFactor, await runLighthouse(baseUrl + route, formFactor)));
      console.log(formatLighthouse('Sorting, isolated preview', formFactor, await runLighthouse(`${isolatedUrl}/x/react-data-grid/sorting/`, formFactor)));
    }
  }
} finally {
  await browser.close();
  server.close();
  isolatedServer.close();
}
