import { test, expect, type Page } from '@playwright/test';

// The Storybook decorators, driven by the same globals the toolbar and Chromatic modes set.
const story = (page: Page, id: string, globals = '') =>
  page.goto(`/x/storybook/iframe.html?viewMode=story&id=${id}${globals ? `&globals=${globals}` : ''}`);

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
  await page.goto('/x/storybook/iframe.html?viewMode=docs&id=x-introduction-overview--docs');
  await page.locator('#storybook-docs a[href="/x/react-data-grid/"]').first().click();
  await expect(page).toHaveURL(/[?&]id=x-react-data-grid-overview--docs/);
  await expect(page.locator('#storybook-docs h1')).toHaveText('Data Grid');
});

test.describe("Storybook's sidebar is the docs nav", () => {
  test('titles and order come from the nav; ids stay those of the folders', async ({ request }) => {
    const index = (await (await request.get('/x/storybook/index.json')).json()) as { entries: Record<string, { title: string; type: string }> };
    const ids = Object.keys(index.entries);
    expect(ids[0]).toBe('x-introduction-overview--docs');
    expect(index.entries['x-introduction-overview--docs'].title).toBe('Introduction/Overview');
    expect(index.entries['x-react-data-grid-sorting--docs'].title).toBe('Data Grid/Main features/Sorting');
    expect(index.entries[controlled].title).toBe('Data Grid/Main features/Sorting');
    expect(index.entries['x-api-data-grid-data-grid-pro--docs'].title).toBe('Data Grid/API reference/Components/DataGridPro');
    expect(index.entries['x-react-date-pickers-components-api--docs'].title).toBe('Date and Time Pickers/Overview · Components API');
    // Nav order: a Data Grid page, then the Data Grid API reference, then the next product.
    const position = (id: string) => ids.indexOf(id);
    expect(position('x-react-data-grid-overview--docs')).toBeLessThan(position('x-react-data-grid-sorting--docs'));
    expect(position('x-react-data-grid-sorting--docs')).toBeLessThan(position('x-api-data-grid-data-grid--docs'));
    expect(position('x-api-data-grid-data-grid--docs')).toBeLessThan(position('x-react-date-pickers-overview--docs'));
  });

  test('Storybook opens on Introduction › Overview and shows plan labels beside pages', async ({ page }) => {
    // Two loads of Storybook's UI, each reading the whole index.
    test.setTimeout(120_000);
    await page.goto('/x/storybook/');
    // Storybook's UI reads the whole index (about 1,800 entries) before it picks the first page:
    // seconds on a loaded two-core machine.
    await expect(page).toHaveURL(/path=\/docs\/x-introduction-overview--docs/, { timeout: 45_000 });
    await page.goto('/x/storybook/?path=/docs/x-api-data-grid-data-grid-pro--docs');
    const entry = page.locator('[data-item-id="x-api-data-grid-data-grid-pro--docs"]');
    await expect(entry).toContainText('DataGridPro', { timeout: 45_000 });
    await expect(entry).toContainText('Pro');
    await expect(page.locator('[data-item-id="x-api-data-grid-data-grid--docs"]')).toHaveText('DataGrid');
  });
});

test.describe('links between the docs site and Storybook', () => {
  test("a docs page in Storybook links to the same page of the docs site", async ({ page, baseURL }) => {
    await page.goto('/x/storybook/iframe.html?viewMode=docs&id=x-react-data-grid-sorting--docs');
    await expect(page.getByRole('link', { name: 'Open on the docs site' })).toHaveAttribute('href', `${baseURL}/x/react-data-grid/sorting/`);
  });

  test("the shell's Storybook link opens the page shown in Storybook", async ({ page }) => {
    await page.goto('/x/react-data-grid/sorting/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Storybook' })).toHaveAttribute(
      'href',
      '/x/storybook/?path=/docs/x-react-data-grid-sorting--docs',
    );
  });
});
