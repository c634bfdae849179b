import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { recordConsoleErrors } from '../lib/site';
import type { ApiCatalog, ApiPageData } from '../../src/apiDocs/types';
import type { ApiIndexData } from '../../src/apiDocs/pageText';

// The API reference: generated from the installed packages' type definitions and rendered by the
// shell itself (prerendered HTML, no preview to boot). Expectations come from the generated data
// and the committed catalogue (read as files: the test loader does not import JSON modules).
const read = <T,>(route: string, file: string): T => JSON.parse(fs.readFileSync(path.join(process.cwd(), 'stories', route, file), 'utf8')) as T;
const pageData = (route: string) => read<ApiPageData>(route, `${route.split('/').filter(Boolean).at(-1)}.api.json`);
const catalog = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'src', 'apiDocs', 'apiCatalog.json'), 'utf8')) as ApiCatalog;
const installedTreeView = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'node_modules', '@mui', 'x-tree-view', 'package.json'), 'utf8'))
  .version as string;

const meta = (page: Page, name: string) => page.locator(`meta[name="${name}"]`);
const content = (page: Page) => page.locator('.api-content');
const row = (page: Page, id: string) => content(page).locator(`tr[id="${id}"]`);

/** Scroll width minus client width of the page and of every API table: > 0 means sideways scrolling. */
async function overflow(page: Page) {
  return page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    tables: [...document.querySelectorAll<HTMLElement>('.api-table')].map((table) => table.scrollWidth - table.clientWidth),
  }));
}

test.describe('API reference pages', () => {
  test('a Tree View API page belongs to the Tree View product: meta tags, title, active nav entry', async ({ page }) => {
    const route = '/x/api/tree-view/rich-tree-view/';
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(meta(page, 'mui:productId')).toHaveAttribute('content', 'x-tree-view');
    await expect(page).toHaveTitle('RichTreeView API - MUI X');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('RichTreeView API');
    await expect(page.locator('nav[aria-label="Documentation"] [aria-current="page"]')).toHaveText('RichTreeView');
    await expect(page.locator('nav[aria-labelledby="toc-title"]')).toContainText('Props');
    const menu = page.getByRole('navigation', { name: 'Versions' });
    await menu.getByRole('button', { name: new RegExp(`version v${installedTreeView.replace(/\./g, '\\.')}`) }).click();
    await expect(menu.locator('a[aria-current="page"]')).toHaveAttribute('href', route);
  });

  // One page per product, each with a member only that page has.
  const ownMembers = [
    { route: '/x/api/data-grid/data-grid-premium/', id: 'prop-rowGroupingModel', plan: 'Premium' },
    { route: '/x/api/date-pickers/date-range-picker/', id: 'prop-currentMonthCalendarPosition', plan: null },
    { route: '/x/api/charts/line-series/', id: 'property-curve', plan: null },
    { route: '/x/api/tree-view/rich-tree-view-pro/', id: 'prop-itemsReordering', plan: null },
  ];
  for (const { route, id, plan } of ownMembers) {
    test(`${route} lists ${id} with its type, default and description`, async ({ page }) => {
      const errors = recordConsoleErrors(page);
      const data = pageData(route);
      const member = [...data.members, ...data.methods].find((candidate) => id.endsWith(`-${candidate.name}`))!;
      expect(member, `${id} in the generated data`).toBeDefined();
      await page.goto(route);
      const target = row(page, id);
      await expect(target.locator('th')).toContainText(member.name);
      await expect(target.locator('td.api-type')).toContainText(member.type.slice(0, 20));
      if (member.default) await expect(target.locator('th')).toContainText(member.default);
      if (plan) await expect(target.locator('th .api-plan')).toContainText(plan);
      await expect(content(page).locator('table').first().locator('tbody > tr')).toHaveCount(data.members.length);
      expect(errors()).toEqual([]);
    });
  }

  test('a prop type links to its interface page, which opens in place', async ({ page }) => {
    await page.goto('/x/api/data-grid/data-grid/');
    const link = row(page, 'prop-columns').locator('td.api-type a', { hasText: 'GridColDef' });
    await expect(link).toHaveAttribute('href', '/x/api/data-grid/grid-col-def/');
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await link.click();
    await expect(page).toHaveURL(/\/x\/api\/data-grid\/grid-col-def\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('GridColDef API');
    await expect(row(page, 'property-field')).toBeVisible();
    // Switched in place: the document was not reloaded.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });

  test('a deep link to a prop scrolls its row into view', async ({ page }) => {
    await page.goto('/x/api/data-grid/data-grid/#prop-rowHeight');
    await expect(row(page, 'prop-rowHeight')).toBeInViewport();
    const top = await row(page, 'prop-rowHeight').evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(0);
  });

  test('a long type shows its short form with the whole signature one click away', async ({ page }) => {
    const data = pageData('/x/api/data-grid/grid-api/');
    const long = data.methods.find((method) => method.fullType !== null)!;
    await page.goto('/x/api/data-grid/grid-api/');
    const cell = row(page, `method-${long.name}`).locator('td.api-type');
    await expect(cell.getByText(long.fullType!, { exact: true })).toBeHidden();
    await cell.locator('summary').click();
    await expect(cell.getByText(long.fullType!, { exact: true })).toBeVisible();
  });

  for (const product of ['data-grid', 'date-pickers', 'charts', 'tree-view'] as const) {
    test(`the ${product} index lists every entry with its plan`, async ({ page }) => {
      const route = `/x/api/${product}/`;
      const index = read<ApiIndexData>(route, `${product}.index.json`);
      await page.goto(route);
      await expect(content(page).locator('tbody > tr')).toHaveCount(catalog.entries.filter((entry) => entry.product === product).length);
      const paid = index.entries.find((entry) => entry.plan !== 'community');
      if (paid) await expect(content(page).locator('tr', { has: page.locator(`a[href="${paid.route}"]`) }).locator('.api-plan')).toBeVisible();
      const first = index.entries[0];
      await content(page).locator(`a[href="${first.route}"]`).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${first.name} API`);
    });
  }

  test('the Demos section links every docs page whose demos import the component', async ({ page }) => {
    const route = '/x/api/data-grid/data-grid/';
    const { demos } = pageData(route);
    expect(demos.length).toBeGreaterThan(1);
    await page.goto(route);
    const links = content(page).locator('ul.api-demos a');
    await expect(links).toHaveText(demos.map((demo) => demo.title));
    const sorting = demos.find((demo) => demo.route === '/x/react-data-grid/sorting/')!;
    await links.filter({ hasText: sorting.title }).click();
    await expect(page).toHaveURL(/\/x\/react-data-grid\/sorting\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sorting');
  });

  test('the tables are in the HTML: readable with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const route = '/x/api/data-grid/data-grid-premium/';
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('DataGridPremium API');
    await expect(page.getByRole('table', { name: /Props of DataGridPremium/ }).locator('tbody > tr')).toHaveCount(pageData(route).members.length);
    await expect(row(page, 'prop-rowGroupingModel')).toBeVisible();
    await context.close();
  });

  test('the first page keeps its prerendered body when the shell hydrates; its links and later API pages still work', async ({ page }) => {
    const errors = recordConsoleErrors(page);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as Window & { prerenderedRow?: Element | null }).prerenderedRow = document.querySelector('.api-content tr');
      });
    });
    await page.goto('/x/api/data-grid/data-grid/');
    await page.waitForFunction(() => performance.getEntriesByName('shell-interactive').length > 0);
    expect(await page.evaluate(() => {
      const kept = (window as Window & { prerenderedRow?: Element | null }).prerenderedRow;
      return Boolean(kept?.isConnected) && kept === document.querySelector('.api-content tr');
    })).toBe(true);
    // A type link inside the kept body switches pages in place (the delegated handler).
    await content(page).locator('a[href="/x/api/data-grid/grid-col-def/"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('GridColDef API');
    await expect(row(page, 'property-field')).toBeVisible();
    expect(await page.evaluate(() => (window as Window & { prerenderedRow?: Element | null }).prerenderedRow?.isConnected)).toBe(false);
    await page.goBack();
    await expect(row(page, 'prop-rows')).toBeVisible();
    expect(errors()).toEqual([]);
  });

  test('the tables fit a 1400 px window and a 390 px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/x/api/data-grid/data-grid/');
    await expect(row(page, 'prop-rows')).toBeVisible();
    const wide = await overflow(page);
    expect(wide.page).toBeLessThanOrEqual(0);
    expect(wide.tables.length).toBeGreaterThan(2);
    expect(Math.max(...wide.tables)).toBeLessThanOrEqual(0);
    // The description column is on screen.
    const description = await row(page, 'prop-rows').locator('td.api-description').boundingBox();
    expect(description!.x + description!.width).toBeLessThanOrEqual(1400);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => (await overflow(page)).page).toBeLessThanOrEqual(0);
    expect(Math.max(...(await overflow(page)).tables)).toBeLessThanOrEqual(0);
  });
});
