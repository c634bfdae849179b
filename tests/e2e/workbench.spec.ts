import { test, expect, type Page } from '@playwright/test';

// The Storybook decorators, driven by the same globals the toolbar and Chromatic modes set.
const story = (page: Page, id: string, globals = '') =>
  page.goto(`/storybook/iframe.html?viewMode=story&id=${id}${globals ? `&globals=${globals}` : ''}`);

const ready = (page: Page) =>
  page.waitForFunction(
    () => (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished',
  );

const controlled = 'x-react-data-grid-sorting--controlled-sort-model';

test('colour mode: dark applies the dark demo theme and the body class', async ({ page }) => {
  await story(page, controlled, 'colorMode:dark');
  await ready(page);
  await expect(page.locator('body')).toHaveClass(/mode-dark/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(18, 18, 18)');
});

test('direction: rtl mirrors the document and the grid columns', async ({ page }) => {
  const headerX = async (name: string) => (await page.getByRole('columnheader', { name }).boundingBox())!.x;
  await story(page, controlled);
  await ready(page);
  expect(await headerX('Order')).toBeLessThan(await headerX('Customer'));
  await story(page, controlled, 'direction:rtl');
  await ready(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await headerX('Order')).toBeGreaterThan(await headerX('Customer'));
});

test('density: dense makes buttons smaller and grid rows compact', async ({ page }) => {
  const measure = async () => ({
    button: (await page.getByRole('button', { name: 'Newest first' }).boundingBox())!.height,
    row: (await page.locator('[data-rowindex="0"]').boundingBox())!.height,
  });
  await story(page, controlled);
  await ready(page);
  const standard = await measure();
  await story(page, controlled, 'density:dense');
  await ready(page);
  const dense = await measure();
  expect(dense.button).toBeLessThan(standard.button);
  expect(dense.row).toBeLessThan(standard.row);
});

test('outside the shell, a link to a docs route opens that docs entry of the preview', async ({ page }) => {
  await page.goto('/storybook/iframe.html?viewMode=docs&id=x-introduction-overview--docs');
  await page.locator('#storybook-docs a[href="/x/react-data-grid/"]').first().click();
  await expect(page).toHaveURL(/[?&]id=x-react-data-grid-overview--docs/);
  await expect(page.locator('#storybook-docs h1')).toHaveText('Data Grid');
});
