import { test, expect } from '@playwright/test';
import { recordLayoutShifts, waitForContent } from '../lib/site';

// Nothing moves while a page loads: demos hold their measured height, code blocks are highlighted
// at build time, fallback fonts have the web fonts' metrics, the ad card is placed in the render
// that shows it, and the loading bar lies over the content. Sorting was 0.33 in the frame once;
// Storybook's late highlighter alone cost 0.018 on it.
const PAGES = [
  '/x/react-data-grid/sorting/',
  '/x/introduction/',
  '/x/introduction/installation/',
  '/x/migration/migration-data-grid-v7/',
  '/x/react-charts/',
  '/x/react-date-pickers/',
];

for (const route of PAGES) {
  test(`${route} loads without layout shifts in the shell or the content frame`, async ({ page }) => {
    const shifts = await recordLayoutShifts(page);
    await page.goto(route);
    await waitForContent(page);
    await page.waitForTimeout(1500);
    const total = await shifts();
    // Not quite 0: when the machine is busy a web font can arrive after the first paint, and
    // metric-matched fallbacks still wrap the odd line differently (about 0.0005).
    expect(total.frame).toBeLessThan(0.002);
    expect(total.shell).toBeLessThan(0.002);
  });
}
