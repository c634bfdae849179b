import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { themeColor } from '../../src/theme/brand';
import { contentFrame, recordConsoleErrors, showDemo, waitForContent } from '../lib/site';

const SORTING = '/x/react-data-grid/sorting/';

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Open the display settings' }).click();
  return page.getByRole('dialog', { name: 'Settings' });
}

async function choose(page: Page, group: string, choice: string) {
  const dialog = await openSettings(page);
  await dialog.getByRole('group', { name: group }).getByRole('button', { name: choice, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

const bodyClass = (page: Page) => page.evaluate(() => document.body.className);
const frameBodyClass = (page: Page) => contentFrame(page).locator('body').evaluate((body) => body.className);
const firstThemeColor = (page: Page) => page.locator('meta[name="theme-color"]').first().getAttribute('content');
const mediaThemeColors = (page: Page) =>
  page.locator('meta[name="theme-color"][media]').evaluateAll((metas) => metas.map((meta) => [meta.getAttribute('media'), meta.getAttribute('content')]));

test.describe('colour mode', () => {
  test('system follows the operating system live, in the chrome and the demos', async ({ page }) => {
    const errors = recordConsoleErrors(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(SORTING);
    await waitForContent(page);
    expect(await bodyClass(page)).toContain('mode-light');
    await expect.poll(() => frameBodyClass(page)).toContain('mode-light');

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => bodyClass(page)).toContain('mode-dark');
    await expect.poll(() => frameBodyClass(page)).toContain('mode-dark');
    const headerBackground = await page.locator('header').evaluate((header) => getComputedStyle(header).backgroundColor);
    expect(headerBackground).not.toMatch(/rgba?\(255, 255, 255/);
    // In system mode the per-media theme colours are the page's own, untouched.
    expect(await mediaThemeColors(page)).toEqual([
      ['(prefers-color-scheme: light)', themeColor.light],
      ['(prefers-color-scheme: dark)', themeColor.dark],
    ]);
    expect(await page.locator('#docs-theme-color-chosen').count()).toBe(0);
    expect(errors()).toEqual([]);
  });

  test('a chosen mode is stored under mui-mode and kept across a reload, from the first paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(SORTING);
    await waitForContent(page);
    await choose(page, 'Mode', 'Dark');
    await expect.poll(() => bodyClass(page)).toContain('mode-dark');
    await expect.poll(() => frameBodyClass(page)).toContain('mode-dark');
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
    expect(await firstThemeColor(page)).toBe(themeColor.dark);

    // The prerendered page is dark before any app code runs: check the HTML as first painted.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    expect(await bodyClass(page)).toContain('mode-dark');
    expect(await page.locator('html').getAttribute('data-mui-color-scheme')).toBe('dark');
    expect(await firstThemeColor(page)).toBe(themeColor.dark);
    expect(await mediaThemeColors(page)).toEqual([
      ['(prefers-color-scheme: light)', themeColor.light],
      ['(prefers-color-scheme: dark)', themeColor.dark],
    ]);
    await page.unroute('**/assets/*.js');

    await page.reload();
    await waitForContent(page);
    await expect.poll(() => frameBodyClass(page)).toContain('mode-dark');
    await choose(page, 'Mode', 'System');
    await expect.poll(() => bodyClass(page)).toContain('mode-light');
    expect(await page.locator('#docs-theme-color-chosen').count()).toBe(0);
  });
});

test.describe('direction and density', () => {
  test('right to left mirrors the chrome and a grid, is kept across a reload, and switches back', async ({ page }) => {
    const errors = recordConsoleErrors(page);
    await page.goto(SORTING);
    await waitForContent(page);
    const frame = contentFrame(page);
    const headerX = async (name: string) => (await frame.getByRole('columnheader', { name }).first().boundingBox())!.x;
    const navX = async () => (await page.getByRole('navigation', { name: 'Documentation', exact: true }).boundingBox())!.x;
    const mainX = async () => (await page.locator('main').boundingBox())!.x;

    expect(await headerX('Name')).toBeLessThan(await headerX('Department'));
    expect(await navX()).toBeLessThan(await mainX());

    await choose(page, 'Direction', 'Right to left');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect.poll(async () => (await headerX('Name')) > (await headerX('Department'))).toBe(true);
    expect(await navX()).toBeGreaterThan(await mainX());
    expect(await page.evaluate(() => localStorage.getItem('docs-direction'))).toBe('rtl');
    // Source code still reads left to right.
    const code = frame.locator('pre[data-file]').first();
    expect(await code.evaluate((element) => [getComputedStyle(element).direction, getComputedStyle(element).textAlign])).toEqual(['ltr', 'start']);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await waitForContent(page);
    await expect.poll(async () => (await headerX('Name')) > (await headerX('Department'))).toBe(true);

    await choose(page, 'Direction', 'Left to right');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(frame.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect.poll(async () => (await headerX('Name')) < (await headerX('Department'))).toBe(true);
    expect(await navX()).toBeLessThan(await mainX());
    expect(errors()).toEqual([]);
  });

  test('dense makes demo buttons and grid rows smaller, in the demos only', async ({ page }) => {
    await page.goto(SORTING);
    await waitForContent(page);
    const frame = contentFrame(page);
    await showDemo(page, 'ControlledSortModel');
    const demoButton = frame.getByRole('button', { name: 'Largest amount' });
    const row = frame.locator('[role="row"][data-rowindex="0"]').first();
    const settingsButton = page.getByRole('button', { name: 'Open the display settings' });
    const standard = { button: (await demoButton.boundingBox())!.height, row: (await row.boundingBox())!.height, chrome: (await settingsButton.boundingBox())!.height };

    await choose(page, 'Demo density', 'Dense');
    await expect.poll(async () => (await demoButton.boundingBox())!.height).toBeLessThan(standard.button);
    await expect.poll(async () => (await row.boundingBox())!.height).toBeLessThan(standard.row);
    expect((await settingsButton.boundingBox())!.height).toBe(standard.chrome);
    expect(await page.evaluate(() => localStorage.getItem('docs-density'))).toBe('dense');

    await page.reload();
    await waitForContent(page);
    await showDemo(page, 'ControlledSortModel');
    await expect.poll(async () => (await demoButton.boundingBox())!.height).toBeLessThan(standard.button);

    await choose(page, 'Demo density', 'Standard');
    await expect.poll(async () => (await demoButton.boundingBox())!.height).toBe(standard.button);
  });
});

test.describe('code variant and styling', () => {
  test('a #Demo.js link shows JavaScript, opens that demo and writes the cookie', async ({ page, context }) => {
    const errors = recordConsoleErrors(page);
    await page.goto(`${SORTING}#CustomComparator.js`);
    await waitForContent(page);
    const demo = contentFrame(page).locator('[data-demo="CustomComparator"]');
    await expect(demo.locator('pre[data-file="CustomComparator.js"]')).toBeVisible();
    await expect(demo.locator('pre')).not.toContainText('GridComparatorFn');
    await expect(demo.getByRole('button', { name: 'JS: show the JavaScript source' })).toHaveAttribute('aria-pressed', 'true');
    // The demo was brought into view.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

    const cookies = await context.cookies();
    const variant = cookies.find((cookie) => cookie.name === 'codeVariant');
    expect(variant).toMatchObject({ value: 'JS', path: '/', sameSite: 'Lax', secure: false });
    const oneYear = Date.now() / 1000 + 31536000;
    expect(Math.abs(variant!.expires - oneYear)).toBeLessThan(120);
    expect(cookies.find((cookie) => cookie.name === 'codeStyling')).toMatchObject({ value: 'MUI%20System', path: '/', sameSite: 'Lax' });

    // Every demo follows: another demo shows JS too, and a reload keeps it through the cookie.
    await page.goto(SORTING);
    await waitForContent(page);
    await expect(contentFrame(page).locator('[data-demo="BasicSorting"] pre[data-file="BasicSorting.js"]')).toBeVisible();
    expect(errors()).toEqual([]);
  });

  test('the hash wins over the cookie; garbage cookies and storage give defaults', async ({ page, context, baseURL }) => {
    const errors = recordConsoleErrors(page);
    await context.addCookies([
      { name: 'codeVariant', value: 'JS', url: baseURL! },
      { name: 'codeStyling', value: '%E0%A4%A', url: baseURL! },
    ]);
    await context.addInitScript(() => {
      localStorage.setItem('mui-mode', '{"broken"');
      localStorage.setItem('docs-direction', 'sideways');
      localStorage.setItem('docs-density', '42');
    });
    await page.goto(`${SORTING}#BasicSorting.tsx`);
    await waitForContent(page);
    const frame = contentFrame(page);
    await expect(frame.locator('[data-demo="BasicSorting"] pre[data-file="BasicSorting.tsx"]')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const dialog = await openSettings(page);
    await expect(dialog.getByRole('group', { name: 'Code styling' }).getByRole('button', { name: 'MUI System' })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
    expect((await context.cookies()).find((cookie) => cookie.name === 'codeVariant')?.value).toBe('TS');
    expect(errors()).toEqual([]);
  });

  test('with storage disabled the site works and keeps preferences in memory', async ({ page }) => {
    const errors = recordConsoleErrors(page);
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto(SORTING);
    await waitForContent(page);
    await choose(page, 'Code language', 'JavaScript');
    await expect(contentFrame(page).locator('[data-demo="BasicSorting"] pre[data-file="BasicSorting.js"]')).toBeVisible();
    await choose(page, 'Direction', 'Right to left');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(errors().filter((error) => !error.includes('SecurityError'))).toEqual([]);
  });

  test('the styling preference picks the variant, live demo and code together', async ({ page, context }) => {
    await page.goto(SORTING);
    await waitForContent(page);
    const demo = contentFrame(page).locator('[data-demo="SortedColumnStyling"]');
    await showDemo(page, 'SortedColumnStyling');
    await expect(demo.locator('pre[data-file="SortedColumnStyling.tsx"]')).toBeVisible();

    await choose(page, 'Code styling', 'Tailwind');
    await expect(demo.locator('pre[data-file="SortedColumnStyling.tailwind.tsx"]')).toContainText('bg-sky-50');
    const sortedHeader = demo.locator('.MuiDataGrid-columnHeader--sorted');
    // Tailwind's bg-sky-50 is applied for real.
    await expect.poll(() => sortedHeader.evaluate((header) => getComputedStyle(header).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    expect((await context.cookies()).find((cookie) => cookie.name === 'codeStyling')?.value).toBe('Tailwind');

    // The demo's own menu changes it for the whole site; the CSS variant shows its stylesheet too.
    await demo.getByRole('group', { name: 'Styling solution' }).getByRole('button', { name: 'CSS', exact: true }).click();
    await expect(demo.getByRole('tab', { name: 'SortedColumnStyling.module.css' })).toBeVisible();
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'codeStyling')?.value).toBe('CSS');
    // (Retried: on a loaded machine the shell's echo of the new styling can land right after the click.)
    await expect(async () => {
      await demo.getByRole('tab', { name: 'SortedColumnStyling.module.css' }).click();
      await expect(demo.locator('pre[data-file="SortedColumnStyling.module.css"]')).toContainText(':global(.MuiDataGrid-columnHeader--sorted)', { timeout: 2000 });
    }).toPass();
  });
});

test.describe('copying', () => {
  /**
   * What the clipboard holds, read from a blank page of the same origin: the site's own pages
   * switch clipboard reading off (Permissions-Policy), as the docs never read it.
   */
  async function readClipboard(context: BrowserContext, origin: string, returnTo: Page): Promise<string> {
    const reader = await context.newPage();
    await reader.route('**/__clipboard-reader', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>reader</title>' }));
    await reader.goto(`${origin}/__clipboard-reader`);
    await reader.bringToFront();
    const text = await reader.evaluate(() => navigator.clipboard.readText());
    await reader.close();
    await returnTo.bringToFront();
    return text;
  }

  test('copy confirms for 1.2–2 s, and copy link gives the page URL with #Demo.tsx', async ({ page, context, baseURL }) => {
    // Every origin: in the isolated set-up the demo (and its copy button) lives on the preview's origin.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(SORTING);
    await waitForContent(page);
    const demo = contentFrame(page).locator('[data-demo="BasicSorting"]');
    const copy = demo.getByRole('button', { name: 'Copy the source' });
    await expect(copy).toHaveAttribute('data-ga-event-action', 'copy');
    await expect(copy).toHaveAttribute('data-ga-event-category', 'demo');
    // Retried: on a loaded machine a click can land while the preview is still settling the page's globals.
    await expect(async () => {
      await expect(demo.getByRole('status')).toHaveText('', { timeout: 3000 });
      // How long "Copied" shows, timed inside the page from the text changes themselves.
      await demo.getByRole('status').evaluate((status) => {
        const changes: Array<[string, number]> = [];
        (window as unknown as { copiedChanges: typeof changes }).copiedChanges = changes;
        new MutationObserver(() => changes.push([status.textContent ?? '', performance.now()])).observe(status, { childList: true, subtree: true, characterData: true });
      });
      await copy.click();
      await expect(demo.getByRole('status')).toHaveText('Copied', { timeout: 3000 });
    }).toPass();
    expect(await readClipboard(context, baseURL!, page)).toContain("import { DataGrid, type GridColDef } from '@mui/x-data-grid';");
    await expect(demo.getByRole('status')).toHaveText('', { timeout: 5000 });
    const changes = await demo.getByRole('status').evaluate(() => (window as unknown as { copiedChanges: Array<[string, number]> }).copiedChanges);
    const shownAt = changes.find(([text]) => text === 'Copied')![1];
    const hiddenAt = changes.find(([text, at]) => text === '' && at > shownAt)![1];
    expect(hiddenAt - shownAt).toBeGreaterThanOrEqual(1200);
    expect(hiddenAt - shownAt).toBeLessThanOrEqual(2000);

    await demo.getByRole('button', { name: 'Copy a link to this source' }).click();
    await expect(demo.getByRole('status')).toHaveText('Link to the source copied');
    expect(await readClipboard(context, baseURL!, page)).toBe(`${baseURL}${SORTING}#BasicSorting.tsx`);
  });

});
