import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { test as base, expect, type Page } from '@playwright/test';
import { createStaticServer } from '../../scripts/lib/static-server.mjs';
import { KILL_SWITCH_WORKER } from '../../scripts/lib/sw-manifest.mjs';
import { builtPages, contentFrame, showDemo, waitForContent } from '../lib/site';

/**
 * The service worker (issue 17), real, in Chromium on 127.0.0.1. The fixture reserves a port, builds
 * the shell with DOCS_ORIGIN set to that origin (the production origin, as far as the build knows),
 * then serves the build there. `deploy()` swaps what the origin serves: `v1`, `v2` (a real second
 * build of the shell, made on first use, whose pages differ: they carry the "Was this page helpful?"
 * widget), or `kill` (v1 with the kill-switch worker `DOCS_SW_KILL=1` writes). `down` makes the server
 * drop every connection (the network is gone, for the worker's fetches too).
 */
type Deploy = 'v1' | 'v2' | 'kill';
interface SwSite {
  url: string;
  down: boolean;
  /** Where a version's build is written. */
  outDir(version: 'v1' | 'v2'): string;
  deploy(version: Deploy): Promise<void>;
}

const execFileAsync = promisify(execFile);

const test = base.extend<object, { swSite: SwSite }>({
  swSite: [
    async ({}, use, workerInfo) => {
      const port = 4470 + workerInfo.workerIndex;
      const url = `http://127.0.0.1:${port}`;
      const outDir = (version: 'v1' | 'v2') => path.join(process.cwd(), '.cache', `dist-sw-${workerInfo.workerIndex}-${version}`);
      const buildShell = (version: 'v1' | 'v2') =>
        execFileAsync('node', ['scripts/build-shell.mjs', '--out', outDir(version), '--no-compress'], {
          env: { ...process.env, DOCS_ORIGIN: url, ...(version === 'v2' ? { DOCS_FEEDBACK_URL: `${url}/feedback` } : {}) },
        });
      const handlers = new Map<Deploy, http.Server>();
      let serving: Deploy = 'v1';
      const server = http.createServer((req, res) => {
        if (site.down) {
          req.socket.destroy();
          return;
        }
        if (serving === 'kill' && req.url?.startsWith('/x/sw.js')) {
          res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-cache' });
          res.end(KILL_SWITCH_WORKER);
          return;
        }
        const handler = handlers.get(serving === 'kill' ? 'v1' : serving);
        if (handler) handler.emit('request', req, res);
        else res.writeHead(503).end();
      });
      const site: SwSite = {
        url,
        down: false,
        outDir,
        async deploy(version) {
          if (version === 'v2' && !handlers.has('v2')) {
            await buildShell('v2');
            handlers.set('v2', createStaticServer({ root: outDir('v2') }));
          }
          serving = version;
        },
      };
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', resolve);
      });
      await buildShell('v1');
      handlers.set('v1', createStaticServer({ root: outDir('v1') }));
      await use(site);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: 'worker', timeout: 300000 },
  ],
});

test.use({ serviceWorkers: 'allow' });
// One worker runs this file's tests in order: one shell build (two for the update) instead of one per worker.
test.describe.configure({ mode: 'default' });
test.beforeEach(async ({ swSite }) => {
  swSite.down = false;
  await swSite.deploy('v1');
});

const registrations = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope));

/** Opens the site's first page and waits until the worker controls it (it claims the page on its first install). */
async function installWorker(page: Page, url: string) {
  await page.goto(`${url}/x/introduction/`);
  await waitForContent(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 30000 }).toBe(`${url}/x/sw.js`);
}

const GRID_PAGE = { route: '/x/react-data-grid/sorting/', demo: 'SortedColumnStyling' };
const PICKER_PAGE = { route: '/x/react-date-pickers/date-picker/', demo: 'BasicDatePicker' };

async function expectPageWithDemo(page: Page, { route, demo }: { route: string; demo: string }) {
  await waitForContent(page);
  expect(new URL(page.url()).pathname).toBe(route);
  await expect(page.getByRole('navigation', { name: 'Documentation' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await showDemo(page, demo);
}

test('no worker is registered on a build for another origin (the default build is for https://mui.com)', async ({ page }) => {
  await page.goto('/x/introduction/');
  await waitForContent(page);
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
  expect(await registrations(page)).toEqual([]);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});

test('on the configured origin the worker registers with scope /x/ and controls the page and its preview', async ({ page, swSite }) => {
  await installWorker(page, swSite.url);
  expect(await registrations(page)).toEqual([`${swSite.url}/x/`]);
  const frame = page.frames().find((candidate) => candidate.url().includes('/x/storybook/'));
  expect(frame).toBeDefined();
  await expect.poll(() => frame!.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(`${swSite.url}/x/sw.js`);
});

test('visited pages reopen offline with their demos; an unvisited page shows the offline page in the shell', async ({ page, context, swSite }) => {
  test.setTimeout(150000);
  await installWorker(page, swSite.url);
  for (const visited of [GRID_PAGE, PICKER_PAGE]) {
    await page.goto(`${swSite.url}${visited.route}`);
    await expectPageWithDemo(page, visited);
  }

  await context.setOffline(true);
  swSite.down = true;
  for (const visited of [GRID_PAGE, PICKER_PAGE]) {
    await page.goto(`${swSite.url}${visited.route}`);
    await expectPageWithDemo(page, visited);
  }
  await page.reload();
  await expectPageWithDemo(page, PICKER_PAGE);
  await page.goto(`${swSite.url}${GRID_PAGE.route}`);
  await expectPageWithDemo(page, GRID_PAGE);
  await expect(contentFrame(page).locator(`[data-demo="${GRID_PAGE.demo}"]`).getByRole('grid')).toBeVisible();

  const unvisited = builtPages().find(
    (candidate) => candidate.route.startsWith('/x/react-charts/') && candidate.kind !== 'api' && !candidate.route.includes('api'),
  )!;
  await page.goto(`${swSite.url}${unvisited.route}`);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Documentation' })).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();

  // Retry while still offline: the same offline page again (the browser's error page never shows).
  await Promise.all([page.waitForURL(/\?$/, { waitUntil: 'load' }), retry.click()]);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(unvisited.route);

  // Back online: the page comes by itself, no manual reload.
  swSite.down = false;
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0, { timeout: 30000 });
  await waitForContent(page);
  expect(new URL(page.url()).pathname).toBe(unvisited.route);
});

// A reader who searched once searches offline: the page and the index come from the worker.
test('search works offline once its index was loaded, and nothing leaves 127.0.0.1', async ({ page, context, swSite }) => {
  const offOrigin: string[] = [];
  context.on('request', (request) => {
    // A blob: URL (the search worker's entry) names the origin that made it.
    if (new URL(new URL(request.url()).origin).hostname !== '127.0.0.1') offOrigin.push(request.url());
  });
  // The index, however many files it is made of: every `/assets/search-*.json` the page fetches.
  const indexUrls = new Set<string>();
  page.on('requestfinished', (request) => {
    if (/^\/assets\/search-[^/]*\.json$/.test(new URL(request.url()).pathname)) indexUrls.add(request.url());
  });
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  const searchFor = async (query: string) => {
    await page.waitForFunction(() => performance.getEntriesByName('shell-interactive').length > 0);
    await page.keyboard.press('Control+k');
    await expect(dialog.getByRole('combobox')).toBeFocused();
    await page.keyboard.type(query);
    await expect(dialog.getByRole('option').first()).toHaveAttribute('data-href', '/x/react-data-grid/sorting/');
  };

  // An API page (no preview: it hydrates at once). The first load installs the worker; the reload is
  // the first one the worker serves, so it keeps the page (and the shell's page list) for offline use.
  const route = `${swSite.url}/x/api/data-grid/data-grid-pro/`;
  await page.goto(route);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 30000 }).toBe(`${swSite.url}/x/sw.js`);
  await page.reload();
  await searchFor('sortng');
  // Every index file of the build was fetched, and is in the worker's cache, before the network goes.
  const indexFiles = fs.readdirSync(path.join(swSite.outDir('v1'), 'assets')).filter((name) => /^search-[^/]*\.json$/.test(name));
  expect(indexFiles.length).toBeGreaterThan(0);
  await expect.poll(() => indexUrls.size, { timeout: 15000 }).toBe(indexFiles.length);
  await expect
    .poll(() => page.evaluate(async (urls) => (await Promise.all(urls.map((url) => caches.match(url)))).every(Boolean), [...indexUrls]), { timeout: 15000 })
    .toBe(true);
  // The dialog's own chunk (with the search library) is in the worker's precache, not only cached once used.
  const precachedDialog = await page.evaluate(async () => {
    for (const name of (await caches.keys()).filter((key) => key.includes('precache'))) {
      const requests = await (await caches.open(name)).keys();
      if (requests.some((request) => /^\/assets\/SearchDialogPanel-[^/]+\.js$/.test(new URL(request.url).pathname))) return true;
    }
    return false;
  });
  expect(precachedDialog).toBe(true);

  await context.setOffline(true);
  swSite.down = true;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DataGridPro API');
  await searchFor('sortng');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  expect(offOrigin).toEqual([]);
});

const updateNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'A new version of the docs is available' });
const checkForUpdate = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/x/'))?.update());
const feedbackWidget = (page: Page) => page.getByText('Was this page helpful?');

test('a new build waits: a notice offers it, Reload brings the new pages to this tab with one reload, other tabs are left alone, a flapping deploy never loops', async ({
  page,
  context,
  swSite,
}) => {
  test.setTimeout(240000);
  await installWorker(page, swSite.url);
  await page.goto(`${swSite.url}${GRID_PAGE.route}`);
  await waitForContent(page);
  const other = await context.newPage();
  await other.goto(`${swSite.url}${PICKER_PAGE.route}`);
  await waitForContent(other);
  const loads = { page: 0, other: 0 };
  page.on('load', () => (loads.page += 1));
  other.on('load', () => (loads.other += 1));
  await expect(feedbackWidget(page)).toHaveCount(0);

  // v2: a real second build, whose pages carry the feedback widget.
  await swSite.deploy('v2');
  await checkForUpdate(page);
  await expect(updateNotice(page)).toBeVisible({ timeout: 30000 });
  // Nothing reloads while the reader reads, in either tab.
  await page.waitForTimeout(1000);
  expect(loads).toEqual({ page: 0, other: 0 });
  const reload = updateNotice(page).getByRole('button', { name: 'Reload' });
  await reload.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => loads.page, { timeout: 30000 }).toBe(1);
  await waitForContent(page);
  expect(new URL(page.url()).pathname).toBe(GRID_PAGE.route);
  await expect(feedbackWidget(page)).toBeVisible();
  await page.waitForTimeout(2000);
  expect(loads).toEqual({ page: 1, other: 0 });
  await expect(feedbackWidget(other)).toHaveCount(0);

  // The deploy flaps back to v1 and forward to v2 again: a notice at most, never a reload on its own.
  for (const version of ['v1', 'v2', 'v1'] as const) {
    await swSite.deploy(version);
    await checkForUpdate(page);
    await checkForUpdate(other);
    await page.waitForTimeout(1500);
  }
  expect(loads).toEqual({ page: 1, other: 0 });
  await other.close();
});

test('the kill switch unregisters the worker and deletes its caches; the site keeps working without it', async ({ page, swSite }) => {
  await installWorker(page, swSite.url);
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(0);

  await swSite.deploy('kill');
  await checkForUpdate(page);
  await expect.poll(() => registrations(page), { timeout: 30000 }).toEqual([]);
  await expect.poll(() => page.evaluate(async () => caches.keys())).toEqual([]);
  // The open page was not reloaded under the reader; the next page loads from the network.
  await page.goto(`${swSite.url}${GRID_PAGE.route}`);
  await expectPageWithDemo(page, GRID_PAGE);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});

test('a reader typing in a demo while a new build installs loses no keystroke and sees no reload', async ({ page, swSite }) => {
  await installWorker(page, swSite.url);
  await page.goto(`${swSite.url}${PICKER_PAGE.route}`);
  await expectPageWithDemo(page, PICKER_PAGE);
  let loads = 0;
  page.on('load', () => (loads += 1));
  const demo = contentFrame(page).locator(`[data-demo="${PICKER_PAGE.demo}"]`);
  await demo.getByRole('spinbutton', { name: 'Month' }).click();

  await swSite.deploy('v2');
  const update = checkForUpdate(page);
  for (const key of '01022024') await page.keyboard.press(key, { delay: 150 });
  await update;
  await expect(updateNotice(page)).toBeVisible({ timeout: 30000 });
  await page.waitForTimeout(1000);
  expect(await demo.locator('input').first().inputValue()).toBe('01/02/2024');
  expect(loads).toBe(0);
});
