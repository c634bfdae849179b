import { test, expect } from '@playwright/test';
import { contentFrame, frameSelector, waitForContent } from '../lib/site';

// The isolated-preview set-up only (project "isolated preview"): the preview is served from a
// second origin, reached by postMessage alone, and may be framed by the shell's origin only.

test('the preview runs on its own origin, out of reach of the shell', async ({ page, baseURL }) => {
  await page.goto('/x/react-data-grid/sorting/');
  await waitForContent(page);
  const previewUrl = new URL(await page.locator(frameSelector).getAttribute('src') ?? '');
  expect(previewUrl.origin).not.toBe(new URL(baseURL!).origin);
  expect(await page.locator(frameSelector).evaluate((frame: HTMLIFrameElement) => frame.contentDocument)).toBeNull();
  await expect(contentFrame(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
});

test('the preview answers only to the shell origin and may be framed by it only', async ({ page, request, baseURL }) => {
  const shellOrigin = new URL(baseURL!).origin;
  const previewOrigin = shellOrigin.replace('127.0.0.1', 'localhost');
  const response = await request.get(`${previewOrigin}/x/storybook/iframe.html`);
  // The site's one policy ends with who may frame it.
  expect(response.headers()['content-security-policy']).toMatch(new RegExp(`; frame-ancestors 'self' ${shellOrigin.replace(/[.]/g, '\\.')}$`));

  // A page on a third origin that frames the preview gets nothing.
  const thirdOrigin = shellOrigin.replace('127.0.0.1', '127.0.0.2');
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) blocked.push(message.text());
  });
  await page.goto(`${thirdOrigin}/x/react-data-grid/sorting/`);
  await expect.poll(() => blocked.length).toBeGreaterThan(0);
  await expect(page.locator('.content-frame')).not.toHaveAttribute('data-status', 'ready');
});
