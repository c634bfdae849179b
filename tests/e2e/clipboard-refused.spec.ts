import { test, expect } from '@playwright/test';
import { contentFrame, waitForContent } from '../lib/site';

const SORTING = '/x/react-data-grid/sorting/';

test.describe('copying where the browser refuses', () => {
  test('a refused clipboard shows a clear message', async ({ page }) => {
    // The host forbids clipboard writes by Permissions-Policy, as a locked-down mirror may: the
    // browser itself then rejects the copy.
    await page.route('**/*', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'permissions-policy': 'clipboard-write=()' } });
    });
    await page.goto(SORTING);
    await waitForContent(page);
    const demo = contentFrame(page).locator('[data-demo="BasicSorting"]');
    await demo.getByRole('button', { name: 'Copy the source' }).click();
    await expect(demo.getByRole('alert')).toContainText('did not allow copying');
    await expect(demo.getByRole('status')).toHaveText('');
    await demo.getByRole('alert').getByRole('button', { name: 'Close' }).click();
    await expect(demo.getByRole('alert')).toHaveCount(0);
  });
});
