import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { builtPages } from '../lib/site';
import { collectPageRoutes } from '../../src/nav/validate';
import { splitDocsTab } from '../../src/routing/docsTabs';
import { pages as nav } from '../../src/nav/pages';

const installed = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), 'node_modules', '@mui', name, 'package.json'), 'utf8')).version as string;

const meta = (page: Page, name: string) => page.locator(`meta[name="${name}"]`);

test.describe('routes, products and metadata', () => {
  test('a data grid page carries its product, title, canonical URL and language', async ({ page }) => {
    await page.goto('/x/react-data-grid/sorting/');
    await expect(meta(page, 'mui:productId')).toHaveAttribute('content', 'x-data-grid');
    await expect(meta(page, 'mui:productCategoryId')).toHaveAttribute('content', 'x');
    await expect(page).toHaveTitle('Data Grid - Sorting - MUI X');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://mui.com/x/react-data-grid/sorting/');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Data Grid - Sorting');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('an introduction page has a category but no product', async ({ page }) => {
    await page.goto('/x/introduction/');
    await expect(meta(page, 'mui:productId')).toHaveCount(0);
    await expect(meta(page, 'mui:productCategoryId')).toHaveAttribute('content', 'x');
  });

  test('each product shows its version menu, current entry from the installed package', async ({ page }) => {
    const cases = [
      { route: '/x/react-data-grid/sorting/', name: 'Data Grid', version: installed('x-data-grid'), host: 'https://v7.mui.com/x/react-data-grid/' },
      { route: '/x/react-date-pickers/', name: 'Date and Time Pickers', version: installed('x-date-pickers'), host: 'https://v7.mui.com/x/react-date-pickers/' },
      { route: '/x/react-charts/', name: 'Charts', version: installed('x-charts'), host: 'https://v6.mui.com/x/react-charts/' },
      { route: '/x/react-tree-view/', name: 'Tree View', version: installed('x-tree-view'), host: 'https://v6.mui.com/x/react-tree-view/getting-started' },
      { route: '/x/introduction/', name: 'MUI X', version: installed('x-data-grid'), host: 'https://v4.mui.com/components/data-grid/' },
    ];
    for (const { route, name, version, host } of cases) {
      await page.goto(route);
      const menu = page.getByRole('navigation', { name: 'Versions' });
      await expect(menu).toContainText(name);
      const toggle = menu.getByRole('button', { name: new RegExp(`version v${version.replace(/\./g, '\\.')}`) });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const current = menu.locator('a[aria-current="page"]');
      await expect(current).toHaveText(`v${version} (this version)`);
      await expect(current).toHaveAttribute('href', route);
      await expect(menu.locator(`a[href="${host}"]`)).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    }
  });

  test('a path with a language prefix that is not published lands on the unprefixed page', async ({ page }) => {
    await page.goto('/zh/x/introduction/');
    await expect(page).toHaveURL(/\/x\/introduction\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MUI X overview');
  });

  test('without host redirect rules, the 404 page sends a language prefix to the unprefixed page', async ({ page, baseURL }) => {
    const notFound = fs.readFileSync(path.join(process.cwd(), 'dist', '404.html'), 'utf8');
    await page.route('**/pt/x/react-charts/**', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: notFound }));
    await page.goto(`${baseURL}/pt/x/react-charts/?ref=old#overview`);
    await expect(page).toHaveURL(/\/x\/react-charts\/\?ref=old#overview$/);
  });

  test('group pseudo-paths redirect to their first page, and routes get their trailing slash', async ({ request }) => {
    const group = await request.get('/x/react-data-grid/main-features/', { maxRedirects: 0 });
    expect(group.status()).toBe(301);
    expect(group.headers().location).toBe('/x/react-data-grid/layout/');
    // The public site's group paths.
    expect((await request.get('/x/react-data-grid/columns/', { maxRedirects: 0 })).headers().location).toBe('/x/react-data-grid/column-definition/');
    expect((await request.get('/x/react-data-grid/rows/', { maxRedirects: 0 })).headers().location).toBe('/x/react-data-grid/row-definition/');
    expect((await request.get('/x/react-data-grid/selection/', { maxRedirects: 0 })).headers().location).toBe('/x/react-data-grid/row-selection/');
    expect((await request.get('/x/react-data-grid/demos/', { maxRedirects: 0 })).headers().location).toBe('/x/react-data-grid/demos/real-time-data/');
    const groupOfGroups = await request.get('/x/react-data-grid-group', { maxRedirects: 0 });
    expect(groupOfGroups.headers().location).toBe('/x/react-data-grid/');
    const slash = await request.get('/x/react-charts', { maxRedirects: 0 });
    expect(slash.status()).toBe(301);
    expect(slash.headers().location).toBe('/x/react-charts/');
    expect((await request.get('/x/react-data-grid/no-such-page/', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('blog and size-snapshot paths are not language-rewritten', async ({ request }) => {
    for (const pathname of ['/blog/zh/', '/blog/', '/size-snapshot/']) {
      const response = await request.get(pathname, { maxRedirects: 0 });
      expect(response.headers().location, pathname).toBeUndefined();
    }
  });

  test('sitemap.xml lists every page and API tab on the production origin, and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const routes = builtPages().map((page) => page.route);
    // Every built route is a nav page or the API tab of one.
    expect(new Set(routes.map((route) => splitDocsTab(route).pageRoute))).toEqual(new Set(collectPageRoutes(nav)));
    for (const route of routes) expect(sitemap).toContain(`<loc>https://mui.com${route}</loc>`);
    expect(sitemap.match(/<loc>/g)).toHaveLength(routes.length);
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: https://mui.com/sitemap.xml');
  });

  test('llms.txt is plain text listing every page once, linked from the nav, and not in the sitemap', async ({ page, request }) => {
    const response = await request.get('/x/llms.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith('# MUI X\n\n> ')).toBe(true);
    const pageRoutes = builtPages().filter((built) => !built.tabs || built.tabs.active === 'demos').map((built) => built.route);
    const linked = [...text.matchAll(/^- \[[^\]]+\]\(https:\/\/mui\.com([^)]+)\)/gm)].map((match) => match[1]);
    expect(linked).toEqual(pageRoutes);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('llms.txt');
    await page.goto('/x/introduction/');
    const link = page.getByRole('navigation', { name: 'Documentation', exact: true }).getByRole('link', { name: /^llms\.txt/ });
    await expect(link).toHaveAttribute('href', '/x/llms.txt');
  });

  test('the preview answers with the robots header and carries the same meta', async ({ request }) => {
    const response = await request.get('/x/storybook/iframe.html?viewMode=docs&id=x-introduction-overview--docs');
    expect(response.headers()['x-robots-tag']).toBe('noindex, indexifembedded');
    expect(await response.text()).toContain('<meta name="robots" content="noindex, indexifembedded" />');
    const shellPage = await request.get('/x/introduction/');
    expect(shellPage.headers()['x-robots-tag']).toBeUndefined();
  });
});
