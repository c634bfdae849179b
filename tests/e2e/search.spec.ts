import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { findAxeViolations, formatViolations } from '../lib/axe';
import { contentFrame, recordConsoleErrors, waitForContent } from '../lib/site';

// Site search (issue 18): the index is built with the site, loaded on the first open of the
// dialog, and searched in the search worker. Known queries, each with the route expected among the first
// three results: an exact route, or `#anchor` for a member on whichever page carries it.
const knownQueries = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'tests', 'e2e', 'search-queries.json'), 'utf8')) as [string, string][];

// An API page: prerendered data, no preview to boot, so the shell hydrates at once.
const START = '/x/api/data-grid/data-grid-pro/';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });
const input = (page: Page) => dialog(page).getByRole('combobox');
const options = (page: Page) => dialog(page).getByRole('option');

async function openShell(page: Page, route = START) {
  await page.goto(route);
  await page.waitForFunction(() => performance.getEntriesByName('shell-interactive').length > 0);
}

async function firstHrefs(page: Page, count = 3): Promise<string[]> {
  return options(page).evaluateAll((elements, n) => elements.slice(0, n).map((element) => element.getAttribute('data-href') ?? ''), count);
}

const matches = (href: string, expected: string) => (expected.startsWith('#') ? href.endsWith(expected) : href === expected || href.startsWith(`${expected}#`));

test('opens with the keyboard shortcut and with the button, and closes with Escape', async ({ page }) => {
  const errors = recordConsoleErrors(page);
  await openShell(page);
  // A link to the search page (scripts off), which opens the dialog once the shell runs.
  const button = page.getByRole('banner').getByRole('link', { name: 'Search', exact: true });
  await expect(button).toContainText('Ctrl+K');
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await button.click();
  await expect(input(page)).toBeFocused();
  expect(errors()).toEqual([]);
});

test('keys typed right after the shortcut, while the dialog still loads, become the query and do not scroll the page', async ({ page }) => {
  // The dialog's chunk held back, as on a slow network.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/SearchDialogPanel-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openShell(page);
  const scrolled = await page.evaluate(() => document.scrollingElement?.scrollTop ?? 0);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('sortng');
  expect(await page.evaluate(() => document.scrollingElement?.scrollTop ?? 0)).toBe(scrolled);
  release();
  await expect(input(page)).toHaveValue('sortng');
  await expect(dialog(page).getByRole('listbox')).toHaveAttribute('data-results-for', 'sortng');
  await expect(options(page).first()).toHaveAttribute('data-href', '/x/react-data-grid/sorting/');
});

test('the shortcut opens the search with the focus inside the page', async ({ page }) => {
  await page.goto('/x/react-data-grid/sorting/');
  await waitForContent(page);
  await page.waitForFunction(() => performance.getEntriesByName('shell-interactive').length > 0);
  await contentFrame(page)
    .getByRole('heading', { level: 2 })
    .first()
    .click({ position: { x: 4, y: 4 } });
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
});

test(`finds the expected page among the first three results for ${knownQueries.length} known queries`, async ({ page }) => {
  await openShell(page);
  await page.keyboard.press('Control+k');
  // Ranked with the whole index: the listbox is busy until the prose file has arrived.
  await expect(dialog(page).getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
  const misses: string[] = [];
  for (const [query, expected] of knownQueries) {
    await input(page).fill(query);
    // The list answers this query (the search worker's answer has come) when it is no longer busy.
    await expect(dialog(page).getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
    await expect(options(page).first()).toBeVisible();
    const hrefs = await firstHrefs(page);
    if (!hrefs.some((href) => matches(href, expected))) misses.push(`${query}: expected ${expected}, got ${hrefs.join(', ')}`);
  }
  expect(misses).toEqual([]);
});

test('keyboard only: a prop name, arrows and Enter land on the prop row of its API page', async ({ page }) => {
  await openShell(page, '/x/api/date-pickers/date-picker/');
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await page.keyboard.type('getRowId');
  await expect(options(page).first()).toHaveAttribute('data-href', '/x/api/data-grid/data-grid/#prop-getRowId');
  await page.keyboard.press('ArrowDown');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(input(page)).toHaveAttribute('aria-activedescendant', (await options(page).nth(1).getAttribute('id'))!);
  await page.keyboard.press('ArrowUp');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid\/#prop-getRowId$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DataGrid API');
  await expect(page.locator('tr[id="prop-getRowId"]')).toBeInViewport();
  // In-shell navigation: the document was not reloaded.
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  // The query is remembered.
  await page.keyboard.press('Control+k');
  await expect(dialog(page).getByRole('navigation', { name: 'Recent searches' })).toContainText('getRowId');
});

test('nothing leaves 127.0.0.1 during a search, and no request at all per keystroke once the index is loaded', async ({ page }) => {
  await openShell(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const proseLoaded = page.waitForResponse(/\/assets\/search-prose-[0-9a-f]+\.json$/);
  await page.keyboard.press('Control+k');
  await input(page).pressSequentially('row');
  await expect(options(page).first()).toBeVisible();
  await proseLoaded;
  // The index is two files, each fetched once: names (the first queries), then prose.
  expect(requests.filter((url) => /\/assets\/search-(index|prose)-[0-9a-f]+\.json$/.test(url))).toHaveLength(2);
  // Fetched, parsed and searched in the search worker, off the page's main thread.
  const workerNames = await Promise.all(page.workers().map((worker) => worker.evaluate(() => (self as unknown as { name: string }).name)));
  expect(workerNames).toContain('site-search');
  const afterLoad = requests.length;
  await input(page).pressSequentially(' grouping model', { delay: 20 });
  await input(page).fill('');
  await input(page).pressSequentially('sortng');
  await expect(options(page).first()).toHaveAttribute('data-href', '/x/react-data-grid/sorting/');
  expect(requests.slice(afterLoad)).toEqual([]);
  // A blob: URL (the search worker's entry) names the origin that made it.
  expect(requests.filter((url) => new URL(new URL(url).origin).hostname !== '127.0.0.1')).toEqual([]);
});

test('a query without results says so and suggests the nearest terms', async ({ page }) => {
  await openShell(page);
  await page.keyboard.press('Control+k');
  await input(page).fill('gague');
  const status = dialog(page).getByRole('status');
  await expect(status).toContainText('No results for “gague”');
  await status.getByRole('button', { name: 'gauge', exact: true }).click();
  await expect(input(page)).toHaveValue('gauge');
  await expect(options(page).first()).toBeVisible();
});

test('storage that throws: search works, nothing crashes', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
  });
  const errors = recordConsoleErrors(page);
  await openShell(page);
  await page.keyboard.press('Control+k');
  await input(page).fill('sortng');
  await expect(options(page).first()).toHaveAttribute('data-href', '/x/react-data-grid/sorting/');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/x\/react-data-grid\/sorting\/$/);
  // Nothing reached local storage: the recent search lives in memory for this page session only.
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  expect(errors()).toEqual([]);
});

test('axe finds no violation with the dialog open and results shown, in light and dark', async ({ page }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await openShell(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('row grouping');
    await expect(options(page).first()).toBeVisible();
    const violations = await findAxeViolations(page);
    expect(violations, `${colorScheme}: ${formatViolations(violations)}`).toEqual([]);
  }
});

// The search page (`/x/search/?q=`): a form without scripts, the same index's results with them.
const SEARCH_PAGE = '/x/search/';
const results = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Search results' });
const pageField = (page: Page) => page.getByRole('main').getByRole('searchbox', { name: 'Search pages, sections and APIs' });

test.describe('the search page', () => {
  test('without JavaScript: a working form, a note that results need scripts, and the app bar links to the page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${SEARCH_PAGE}?q=getRowId`);
    const form = page.getByRole('search');
    await expect(form).toHaveAttribute('action', SEARCH_PAGE);
    await expect(form).toHaveAttribute('method', 'get');
    await expect(pageField(page)).toHaveAttribute('name', 'q');
    await expect(form.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    // Shown (scripting is off, so its content is parsed as elements), though Playwright's text matching skips <noscript>.
    expect(await page.getByRole('main').locator('noscript p').textContent()).toContain('Search results need JavaScript.');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Search', exact: true })).toHaveAttribute('href', SEARCH_PAGE);
    await context.close();
  });

  test('lists the DataGrid prop among the first three links, and a click lands on its row in place', async ({ page }) => {
    const errors = recordConsoleErrors(page);
    await openShell(page, `${SEARCH_PAGE}?q=getRowId`);
    await expect(pageField(page)).toHaveValue('getRowId');
    const links = results(page).getByRole('listitem').getByRole('link');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((elements) => elements.slice(0, 3).map((element) => element.getAttribute('href')));
    expect(hrefs).toContain('/x/api/data-grid/data-grid/#prop-getRowId');
    await expect(results(page).getByRole('heading', { level: 2 }).first()).toHaveText(/ · /);
    await expect(results(page).locator('mark').first()).toBeVisible();
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await results(page).locator('a[href="/x/api/data-grid/data-grid/#prop-getRowId"]').click();
    await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid\/#prop-getRowId$/);
    await expect(page.locator('tr[id="prop-getRowId"]')).toBeInViewport();
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(errors()).toEqual([]);
  });

  test('lists more results than the dialog (the best 100) and counts every match', async ({ page }) => {
    await openShell(page, `${SEARCH_PAGE}?q=grid`);
    const status = results(page).getByRole('status');
    await expect(status).toContainText('The best 100 are listed.');
    await expect(results(page).locator('li a')).toHaveCount(100);
    const total = Number((await status.textContent())?.match(/^([\d,]+) results for/)?.[1].replace(/,/g, ''));
    expect(total).toBeGreaterThan(100);
  });

  test('a malformed query gives the empty form; typing updates the results and the address without history entries', async ({ page }) => {
    const errors = recordConsoleErrors(page);
    await openShell(page, `${SEARCH_PAGE}?q=%E0%A4%A`);
    await expect(pageField(page)).toHaveValue('');
    const historyLength = await page.evaluate(() => history.length);
    await pageField(page).pressSequentially('sortng');
    await expect(page).toHaveURL(/\/x\/search\/\?q=sortng$/);
    await expect(results(page).getByRole('link').first()).toHaveAttribute('href', '/x/react-data-grid/sorting/');
    await pageField(page).fill('gague');
    await expect(results(page).getByRole('status')).toContainText('No results for “gague”');
    await results(page).getByRole('link', { name: 'gauge', exact: true }).click();
    await expect(pageField(page)).toHaveValue('gauge');
    await expect(page).toHaveURL(/\?q=gauge$/);
    await pageField(page).fill('');
    await expect(page).toHaveURL(/\/x\/search\/$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(errors()).toEqual([]);
  });

  test('axe finds no violation with results shown, in light and dark', async ({ page }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await openShell(page, `${SEARCH_PAGE}?q=row+grouping`);
      await expect(results(page).getByRole('link').first()).toBeVisible();
      const violations = await findAxeViolations(page);
      expect(violations, `${colorScheme}: ${formatViolations(violations)}`).toEqual([]);
    }
  });

  test("a modified click on the app bar's Search opens the page in a new tab, not the dialog", async ({ page, context }) => {
    await openShell(page);
    const opened = context.waitForEvent('page');
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Search', exact: true })
      .click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.waitForURL(/\/x\/search\/$/);
    await expect(dialog(page)).toBeHidden();
    await tab.close();
  });

  test('is not in the sitemap', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/x/react-data-grid/sorting/');
    expect(sitemap).not.toContain(SEARCH_PAGE);
  });

  test('the dialog links to all the results of its query on the page', async ({ page }) => {
    await openShell(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('row grouping');
    await expect(dialog(page).getByRole('link', { name: 'See all results for “row grouping”' })).toHaveAttribute('href', `${SEARCH_PAGE}?q=row+grouping`);
  });
});

test('the OpenSearch description is served with its type, points at the search page, and pages link to it', async ({ page, request }) => {
  const response = await request.get('/x/opensearch.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/opensearchdescription+xml; charset=utf-8');
  const xml = await response.text();
  expect(xml).toContain('<ShortName>MUI X</ShortName>');
  expect(xml).toMatch(/<Url type="text\/html" method="get" template="(https?:\/\/[^"/]+)?\/x\/search\/\?q=\{searchTerms\}"\/>/);
  const html = await (await request.get('/x/react-data-grid/sorting/')).text();
  expect(html).toContain('<link rel="search" type="application/opensearchdescription+xml" title="MUI X" href="/x/opensearch.xml" />');
});
