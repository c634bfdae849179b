import { test, expect } from '@playwright/test';
import { contentFrame, frameSelector, recordConsoleErrors, showDemo, waitForContent } from '../lib/site';
import { orderPages } from '../../src/nav/order';
import { pages as nav } from '../../src/nav/pages';

test.describe('reader shell', () => {
  test('a deep link shows the prerendered page, its content and the active nav entry', async ({ page }) => {
    const errors = recordConsoleErrors(page);
    const response = await page.goto('/x/react-data-grid/sorting/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Data Grid - Sorting - MUI X');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Grid - Sorting');
    const active = page.locator('nav[aria-label="Documentation"] [aria-current="page"]');
    await expect(active).toHaveText('Sorting');
    await waitForContent(page);
    await expect(contentFrame(page).locator('.MuiDataGrid-root').first()).toBeVisible();
    expect(errors()).toEqual([]);
  });

  test('the prerendered HTML already carries title, lead, nav, TOC and the frame URL', async ({ request }) => {
    const html = await (await request.get('/x/react-data-grid/sorting/')).text();
    expect(html).toContain('<title>Data Grid - Sorting - MUI X</title>');
    expect(html).toMatch(/<meta name="description" content="Let readers order rows/);
    expect(html).toContain('href="#custom-comparator"');
    expect(html).toContain('href="/x/introduction/installation/"');
    expect(html).toContain('/x/storybook/iframe.html?viewMode=docs&amp;id=x-react-data-grid-sorting--docs');
  });

  test('with its nav data garbled, the prerendered page stays readable and its links still load pages', async ({ page }) => {
    await page.route('**/x/react-data-grid/sorting/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/(<script id="shell-nav" type="application\/json">)[^<]*/, '$1{"not": "a tree"');
      await route.fulfill({ response, body: html });
    });
    const errors = recordConsoleErrors(page);
    await page.goto('/x/react-data-grid/sorting/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Grid - Sorting');
    await expect.poll(() => errors()).toEqual([expect.stringContaining('navigation data of this page is missing or malformed')]);
    await page.locator('nav[aria-label="Documentation"] a[href="/x/react-data-grid/"]').click();
    await expect(page).toHaveURL(/\/x\/react-data-grid\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Grid');
  });

  test('the frame grows to its content: the page scrolls, never the frame', async ({ page }) => {
    await page.goto('/x/react-data-grid/sorting/');
    await waitForContent(page);
    await expect
      .poll(async () => {
        // Read inside the preview: on its own origin its document is not reachable from the shell.
        const contentHeight = await contentFrame(page).locator('html').evaluate((html) => html.scrollHeight);
        return contentHeight - (await page.locator(frameSelector).evaluate((frame) => frame.clientHeight));
      })
      .toBeLessThanOrEqual(1);
    const frameHeight = await page.locator(frameSelector).evaluate((frame) => frame.clientHeight);
    expect(frameHeight).toBeGreaterThan(3000);
  });

  test('nav links switch pages without reloading the shell or rebooting the preview', async ({ page }) => {
    await page.goto('/x/react-data-grid/sorting/');
    await waitForContent(page);
    await page.evaluate(() => ((window as unknown as { shellMarker: number }).shellMarker = 1));
    await contentFrame(page).locator('html').evaluate(() => {
      (window as unknown as { previewMarker: number }).previewMarker = 1;
    });

    await page.locator('nav[aria-label="Documentation"] a[href="/x/react-data-grid/"]').click();
    await expect(page).toHaveURL(/\/x\/react-data-grid\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Grid');
    await expect(page).toHaveTitle('Data Grid - MUI X');
    await waitForContent(page);
    await expect(contentFrame(page).getByRole('heading', { name: 'Quick start' })).toBeVisible();

    expect(await page.evaluate(() => (window as unknown as { shellMarker?: number }).shellMarker)).toBe(1);
    const previewMarker = await contentFrame(page).locator('html').evaluate(() => (window as unknown as { previewMarker?: number }).previewMarker);
    expect(previewMarker).toBe(1);
  });

  test('previous and next links follow the reading order', async ({ page }) => {
    // The last Data Grid docs page is followed by the product's API reference index.
    const ordered = orderPages(nav);
    const lastGuide = ordered[ordered.findIndex((entry) => entry.pathname === '/x/api/data-grid/') - 1].pathname;
    await page.goto(lastGuide);
    await page.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/x\/api\/data-grid\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Grid API');
    await page.getByRole('link', { name: /Previous/ }).click();
    await expect(page).toHaveURL(new RegExp(`${lastGuide}$`));
    await waitForContent(page);
    // And between two docs pages: Sorting and the page before it.
    const beforeSorting = ordered[ordered.findIndex((entry) => entry.pathname === '/x/react-data-grid/sorting/') - 1];
    await page.goto('/x/react-data-grid/sorting/');
    await page.getByRole('link', { name: /Previous/ }).click();
    await expect(page).toHaveURL(new RegExp(`${beforeSorting.pathname}$`));
    await waitForContent(page);
  });

  test('table of contents links scroll the page to the heading inside the frame', async ({ page }) => {
    await page.goto('/x/react-data-grid/sorting/');
    await waitForContent(page);
    await page.getByRole('complementary', { name: 'On this page' }).getByRole('link', { name: 'Custom comparator' }).click();
    await expect(page).toHaveURL(/#custom-comparator$/);
    const heading = contentFrame(page).locator('h2#custom-comparator');
    await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeGreaterThan(50);
    await expect.poll(async () => (await heading.boundingBox())?.y ?? 9999).toBeLessThan(140);
  });

  test('a deep link to a section lands on it', async ({ page }) => {
    await page.goto('/x/react-data-grid/sorting/#multi-column-sorting');
    await waitForContent(page);
    const heading = contentFrame(page).locator('h2#multi-column-sorting');
    await expect.poll(async () => (await heading.boundingBox())?.y ?? 9999).toBeLessThan(140);
    await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeGreaterThan(50);
  });

  test('a nav entry for a section of a page (a planned component) lands on that section', async ({ page }) => {
    await page.goto('/x/react-charts/quickstart/');
    await waitForContent(page);
    const navigation = page.getByRole('navigation', { name: 'Documentation' });
    await navigation.getByRole('link', { name: /Future Components/ }).click();
    await expect(page).toHaveURL(/\/x\/react-charts\/#planned-charts$/);
    const heading = contentFrame(page).locator('h2#planned-charts');
    await expect.poll(async () => (await heading.boundingBox())?.y ?? 9999).toBeLessThan(140);
    // The page is current in the nav, not the section link.
    await expect(navigation.locator('[aria-current="page"]')).toHaveText('Overview');
  });

  test('back and forward move between pages, and a reload keeps the page', async ({ page }) => {
    await page.goto('/x/introduction/');
    await waitForContent(page);
    await page.locator('nav[aria-label="Documentation"]').getByRole('link', { name: 'Installation' }).click();
    await expect(page).toHaveURL(/\/x\/introduction\/installation\/$/);
    await waitForContent(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/x\/introduction\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MUI X overview');
    await waitForContent(page);
    await expect(contentFrame(page).getByRole('heading', { name: 'Plans', exact: true })).toBeAttached();

    await page.goForward();
    await expect(page).toHaveURL(/\/x\/introduction\/installation\/$/);
    await waitForContent(page);

    await page.reload();
    await expect(page).toHaveURL(/\/x\/introduction\/installation\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation');
    await waitForContent(page);
  });

  test('links inside the page content navigate in the shell', async ({ page }) => {
    await page.goto('/x/introduction/');
    await waitForContent(page);
    await page.evaluate(() => ((window as unknown as { shellMarker: number }).shellMarker = 1));
    await contentFrame(page).locator('a[href="/x/react-data-grid/"]').first().click();
    await expect(page).toHaveURL(/\/x\/react-data-grid\/$/);
    await waitForContent(page);
    expect(await page.evaluate(() => (window as unknown as { shellMarker?: number }).shellMarker)).toBe(1);
  });

  test('the root redirects to the introduction', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/x\/introduction\/$/);
  });

  test('an unknown route is a real 404 with the navigation', async ({ page }) => {
    const response = await page.goto('/x/react-data-grid/not-a-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    // Collapsed groups keep their links in the document (hidden), so the whole tree is there.
    await expect(page.locator('nav[aria-label="Documentation"] a[href="/x/react-data-grid/sorting/"]')).toBeAttached();
    await page.getByRole('link', { name: 'MUI X overview' }).click();
    await expect(page).toHaveURL(/\/x\/introduction\/$/);
  });

  test('a preview that fails to load is reported with a working retry', async ({ page }) => {
    let blocked = true;
    await page.route('**/storybook/iframe.html*', (route) => (blocked ? route.abort('failed') : route.continue()));
    await page.goto('/x/introduction/');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(/could not be loaded|did not load in time/, { timeout: 25000 });
    blocked = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await waitForContent(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('nav groups open and close before the shell hydrates, and hydration keeps what the reader did', async ({ page }) => {
    // Hold the app's chunk: until it arrives the page is the prerendered HTML and the early script.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/hydrate-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/x/react-data-grid/sorting/');
    const nav = page.getByRole('navigation', { name: 'Documentation' });
    const charts = nav.getByRole('button', { name: 'Charts', exact: true });
    // The group that holds the current page starts open.
    const current = nav.locator('button.nav-group:has(+ ul a[aria-current="page"])').last();
    await expect(current).toHaveAttribute('aria-expanded', 'true');
    await expect(charts).toHaveAttribute('aria-expanded', 'false');

    await charts.click();
    await current.click();
    await expect(charts).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.locator(`#${await charts.getAttribute('aria-controls')} a`).first()).toBeVisible();
    await expect(current).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => performance.getEntriesByName('shell-interactive').length)).toBe(0);

    release();
    await page.waitForFunction(() => performance.getEntriesByName('shell-interactive').length > 0);
    await expect(charts).toHaveAttribute('aria-expanded', 'true');
    await expect(current).toHaveAttribute('aria-expanded', 'false');
    // Now the app toggles, once per click.
    await charts.click();
    await expect(charts).toHaveAttribute('aria-expanded', 'false');
    await current.click();
    await expect(current).toHaveAttribute('aria-expanded', 'true');
  });

  test('the mobile navigation opens from the app bar and navigates', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/x/introduction/');
    await page.getByRole('button', { name: 'Open the navigation' }).click();
    const drawer = page.locator('#mobile-navigation');
    await drawer.getByRole('button', { name: 'Tree View' }).click();
    await drawer.getByRole('link', { name: 'Overview' }).last().click();
    await expect(page).toHaveURL(/\/x\/react-tree-view\/$/);
    await expect(drawer).toBeHidden();
  });
});

test.describe('overlays in the content frame', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a modal dialog opens where the reader is, not in the middle of the whole page', async ({ page }) => {
    await page.goto('/x/introduction/installation/');
    await waitForContent(page);
    const frame = contentFrame(page);
    await showDemo(page, 'MinimalSetup');
    // The demo's date picker: on a touch screen it opens as a modal dialog.
    const open = frame.locator('.docs-demo-canvas').getByRole('button', { name: /choose date/i });
    await open.scrollIntoViewIfNeeded();
    await open.click();
    const dialog = frame.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= 844;
      })
      .toBe(true);
  });
});
