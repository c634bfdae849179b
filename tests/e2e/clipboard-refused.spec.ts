import { test, expect } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/browser.mjs';
import { contentFrame, waitForContent } from '../lib/site';

const SORTING = '/x/react-data-grid/sorting/';

// Served under a plain-http host name the page is not a secure context: the browser gives it no
// clipboard at all, as it would on a mirror without https.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP docs.test 127.0.0.1'] } });

test.describe('copying where the browser refuses', () => {
  test('a refused clipboard shows a clear message', async ({ page, baseURL }) => {
    const port = new URL(baseURL!).port;
    await page.goto(`http://docs.test:${port}${SORTING}`);
    await waitForContent(page);
    const demo = contentFrame(page).locator('[data-demo="BasicSorting"]');
    await demo.getByRole('button', { name: 'Copy the source' }).click();
    await expect(demo.getByRole('alert')).toContainText('did not allow copying');
    await expect(demo.getByRole('status')).toHaveText('');
    await demo.getByRole('alert').getByRole('button', { name: 'Close' }).click();
    await expect(demo.getByRole('alert')).toHaveCount(0);
  });
});
