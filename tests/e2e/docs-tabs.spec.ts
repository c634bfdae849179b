import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { contentFrame, recordConsoleErrors, waitForContent } from '../lib/site';
import type { ComponentsApiData } from '../../src/apiDocs/pageText';

// The docs tab segment: a component page's "Components API" tab at `<page>/components-api/`,
// generated from the page's `componentsApi` and prerendered by the shell.
const tabData = (pageRoute: string) =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), 'stories', pageRoute, 'components-api', 'components-api.tab.json'), 'utf8')) as ComponentsApiData;

const pageRoute = '/x/react-date-pickers/';
const tabRoute = `${pageRoute}components-api/`;
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Page views' });
const navCurrent = (page: Page) => page.locator('nav[aria-label="Documentation"] [aria-current="page"]');
const canonical = (page: Page) => page.locator('link[rel="canonical"]');

test.describe('Docs tab segment', () => {
  test('the tab is prerendered: tables, title, canonical and description of its own, with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(tabRoute);
    expect(response?.status()).toBe(200);
    const data = tabData(pageRoute);
    await expect(page).toHaveTitle('Date and Time Pickers - Components API - MUI X');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.pageTitle);
    await expect(canonical(page)).toHaveAttribute('href', /\/x\/react-date-pickers\/components-api\/$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Props, slots and CSS classes of DatePicker, TimePicker/);
    for (const component of data.components) {
      await expect(page.getByRole('heading', { level: 2, name: component.name, exact: true })).toBeVisible();
      await expect(page.getByRole('table', { name: new RegExp(`^Props of ${component.name}\\b`) }).locator('tbody > tr')).toHaveCount(component.members.length);
    }
    await expect(tabs(page).getByRole('link', { name: 'Components API' })).toHaveAttribute('aria-current', 'page');
    await expect(navCurrent(page)).toHaveText('Overview');
    await context.close();
  });

  test('the tabs switch in place, keep the nav entry, put the ad under them and follow Back', async ({ page }) => {
    const errors = recordConsoleErrors(page);
    await page.goto(pageRoute);
    await waitForContent(page);
    await expect(tabs(page).getByRole('link', { name: 'Demos' })).toHaveAttribute('aria-current', 'page');
    // The ad sits under the tabs, above the content.
    const order = await page.evaluate(() => {
      const tabList = document.querySelector('.page-tabs');
      const ad = document.querySelector('[data-ad-state]');
      return tabList && ad ? tabList.compareDocumentPosition(ad) & Node.DOCUMENT_POSITION_FOLLOWING : -1;
    });
    expect(order).toBeGreaterThan(0);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));

    await tabs(page).getByRole('link', { name: 'Components API' }).click();
    await expect(page).toHaveURL(new RegExp(`${tabRoute}$`));
    await expect(page.locator('tr[id="date-picker-prop-minDate"]')).toBeVisible();
    await expect(page).toHaveTitle('Date and Time Pickers - Components API - MUI X');
    await expect(canonical(page)).toHaveAttribute('href', /\/components-api\/$/);
    await expect(navCurrent(page)).toHaveText('Overview');
    await expect(page.locator('nav[aria-labelledby="toc-title"]')).toContainText('LocalizationProvider');
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${pageRoute}$`));
    await expect(tabs(page).getByRole('link', { name: 'Demos' })).toHaveAttribute('aria-current', 'page');
    await expect(contentFrame(page).getByRole('heading', { name: 'Basic usage' })).toBeVisible();
    expect(errors()).toEqual([]);
  });

  test('a deep link to a prop on the tab scrolls its row into view', async ({ page }) => {
    await page.goto(`${tabRoute}#time-picker-prop-ampm`);
    await expect(page.locator('tr[id="time-picker-prop-ampm"]')).toBeInViewport();
  });

  test('unknown tab segments, and tabs of pages without one, are 404 pages', async ({ page, request }) => {
    for (const route of ['/x/react-date-pickers/hooks-api/', '/x/react-data-grid/sorting/components-api/', '/x/react-data-grid/components-api/']) {
      expect((await request.get(route)).status(), route).toBe(404);
    }
    // From inside the shell too: a link to a tab that does not exist loads the 404 page.
    await page.goto('/x/react-data-grid/sorting/');
    await waitForContent(page);
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/x/react-data-grid/sorting/components-api/', textContent: 'missing tab' });
      document.querySelector('main')!.prepend(link);
    });
    await page.getByRole('link', { name: 'missing tab' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('the tabs are in the sitemap', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const route of ['/x/react-date-pickers/components-api/', '/x/react-charts/components-api/', '/x/react-tree-view/components-api/']) {
      expect(sitemap).toContain(`${route}</loc>`);
    }
  });
});
