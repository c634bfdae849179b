import { test, expect, type Page } from '@playwright/test';
import { contentFrame, frameSelector, recordConsoleErrors, recordLayoutShifts, showDemo, waitForContent } from '../lib/site';

// Demos mount as they come near the reader's viewport (the band the shell reports to the preview),
// each holding its measured height until then, so mounting never moves the page.
const SORTING = '/x/react-data-grid/sorting/';
const LAST_DEMO = 'SortedColumnStyling';

const mounted = (page: Page, name: string) => contentFrame(page).locator(`[data-demo="${name}"] .docs-demo-canvas`).getAttribute('data-demo-mounted');

test('a demo far below the fold mounts as the reader scrolls to it, and nothing shifts', async ({ page }) => {
  const shifts = await recordLayoutShifts(page);
  await page.goto(SORTING);
  await waitForContent(page);
  await expect.poll(() => mounted(page, 'BasicSorting')).toBe('true');
  expect(await mounted(page, LAST_DEMO)).toBe('false');
  const atLoad = await contentFrame(page).locator('.docs-demo-canvas[data-demo-mounted="true"]').count();
  expect(atLoad).toBeLessThan(await contentFrame(page).locator('.docs-demo-canvas').count());

  // Down the whole page a screen at a time, as a reader scrolls.
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < pageHeight; y += 600) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(120);
  }
  await expect.poll(() => mounted(page, LAST_DEMO)).toBe('true');
  await page.waitForTimeout(1000);
  const total = await shifts();
  expect(total.shell + total.frame).toBeLessThan(0.001);
});

test('a link to a lower demo mounts it and lands exactly on it', async ({ page }) => {
  await page.goto(`${SORTING}#${LAST_DEMO}.tsx`);
  await waitForContent(page);
  await expect.poll(() => mounted(page, LAST_DEMO)).toBe('true');
  await page.waitForTimeout(1000);
  // The section's top sits just below the shell's header (the shell scrolls, on the preview's
  // request by postMessage, whichever origin the preview is on).
  const headerBottom = await page.locator('header').first().evaluate((header) => header.getBoundingClientRect().bottom);
  const frameTop = await page.locator(frameSelector).evaluate((frame) => frame.getBoundingClientRect().top);
  const sectionTop = await contentFrame(page).locator(`[data-demo="${LAST_DEMO}"]`).evaluate((section) => section.getBoundingClientRect().top);
  expect(frameTop + sectionTop - headerBottom).toBeGreaterThanOrEqual(8);
  expect(frameTop + sectionTop - headerBottom).toBeLessThanOrEqual(24);
});

test('find-in-page mounts every demo, so the browser can find their text', async ({ page }) => {
  await page.goto(SORTING);
  await waitForContent(page);
  expect(await mounted(page, LAST_DEMO)).toBe('false');
  await page.locator('main h1').click();
  await page.keyboard.press('Control+f');
  await expect(contentFrame(page).locator('.docs-demo-canvas[data-demo-mounted="false"]')).toHaveCount(0);
});

test('leaving pages with demos not yet mounted, in place, logs nothing', async ({ page }) => {
  const errors = recordConsoleErrors(page);
  await page.goto('/x/react-charts/');
  await waitForContent(page);
  await showDemo(page, await contentFrame(page).locator('[data-demo]').nth(3).getAttribute('data-demo') as string);
  for (const route of [SORTING, '/x/react-date-pickers/', '/x/react-data-grid/', '/x/introduction/', SORTING]) {
    await page.evaluate((next) => {
      window.history.pushState(null, '', next);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route);
    await waitForContent(page);
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(200);
  }
  await page.waitForTimeout(1000);
  expect(errors()).toEqual([]);
});
