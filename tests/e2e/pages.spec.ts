import { test, expect } from '@playwright/test';
import { builtPages, contentFrame, frameSelector, recordConsoleErrors, waitForContent } from '../lib/site';
import { findAxeViolations, formatViolations, PAGE_LEVEL_RULES } from '../lib/axe';

// One test per docs page of the build (generated from the Storybook index through the shell's
// page data): the page opens through the shell, its content renders, the console stays clean,
// and axe finds nothing in the shell or in the content frame.
test('tables scroll inside their box on a phone; the page never scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/x/migration/migration-data-grid-v7/');
  await waitForContent(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const frame = page.frame({ url: /iframe\.html/ })!;
  const overflow = await frame.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await frame.locator('.docs-table').count()).toBeGreaterThan(0);
});

for (const docsPage of builtPages()) {
  test(`${docsPage.route} renders through the shell`, async ({ page }) => {
    const errors = recordConsoleErrors(page);
    const response = await page.goto(docsPage.route);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(docsPage.title);
    await waitForContent(page);

    const frame = contentFrame(page);
    await expect(frame.locator('#storybook-docs')).toBeVisible();
    for (const heading of docsPage.headings) {
      await expect(frame.locator(`[id="${heading.id}"]`), `heading #${heading.id}`).toBeAttached();
    }
    await expect(frame.locator('.sb-errordisplay')).toBeHidden();
    await page.evaluate(() => document.fonts.ready);

    const shellViolations = await findAxeViolations(page);
    expect(shellViolations, formatViolations(shellViolations)).toEqual([]);
    const contentDocument = page.frame({ url: /iframe\.html/ });
    expect(contentDocument).not.toBeNull();
    // The frame's document sits inside the shell's <main>; landmark rules apply to the shell.
    const frameViolations = await findAxeViolations(contentDocument!, { disabledRules: PAGE_LEVEL_RULES });
    expect(frameViolations, formatViolations(frameViolations)).toEqual([]);

    const frameHeight = await page.locator(frameSelector).evaluate((element) => element.clientHeight);
    expect(frameHeight).toBeGreaterThan(200);
    expect(errors()).toEqual([]);
  });
}
