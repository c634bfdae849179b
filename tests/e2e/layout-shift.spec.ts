import { test, expect } from '@playwright/test';
import { waitForContent } from '../lib/site';

// Demos hold their measured height from the first paint and the loading bar lies over the content:
// a page full of grids loads without its text jumping (it was 0.33 in the frame before).
test('Data Grid › Sorting loads without layout shifts in the shell or the content frame', async ({ page }) => {
  await page.addInitScript(() => {
    const top = window.top as unknown as { __shifts?: { value: number; frame: string }[] };
    top.__shifts ??= [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) top.__shifts!.push({ value: entry.value, frame: window === window.top ? 'shell' : 'frame' });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/x/react-data-grid/sorting/');
  await waitForContent(page);
  await page.waitForTimeout(1500);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; frame: string }[] }).__shifts);
  const total = (frame: string) => shifts.filter((shift) => shift.frame === frame).reduce((sum, shift) => sum + shift.value, 0);
  expect(total('frame')).toBeLessThan(0.01);
  expect(total('shell')).toBeLessThan(0.01);
});
