import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { contentFrame, recordConsoleErrors, waitForContent } from '../lib/site';
import type { ComponentApi } from '../../src/apiDocs/types';

// The API reference pages are generated from the installed packages' type definitions
// (npm run generate:api-pages, run before every Storybook build). One page is checked in depth:
// product meta tags, title, version menu and the props table, through the shell.
const route = '/x/api/tree-view/rich-tree-view/';
const generated = JSON.parse(
  fs.readFileSync(path.join(process.cwd(), 'stories', 'x', 'api', 'tree-view', 'rich-tree-view', 'rich-tree-view.api.json'), 'utf8'),
) as ComponentApi;
const installedTreeView = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'node_modules', '@mui', 'x-tree-view', 'package.json'), 'utf8'))
  .version as string;

const meta = (page: Page, name: string) => page.locator(`meta[name="${name}"]`);

test.describe('API reference pages', () => {
  test('a Tree View API page belongs to the Tree View product: meta tags, title, active nav entry', async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(meta(page, 'mui:productId')).toHaveAttribute('content', 'x-tree-view');
    await expect(meta(page, 'mui:productCategoryId')).toHaveAttribute('content', 'x');
    await expect(page).toHaveTitle('RichTreeView API - MUI X');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('RichTreeView API');
    await expect(page.locator('nav[aria-label="Documentation"] [aria-current="page"]')).toHaveText('RichTreeView');
    await expect(page.locator('nav[aria-labelledby="toc-title"]')).toContainText('Props');
  });

  test('its version menu is the Tree View one, the installed version being the current entry', async ({ page }) => {
    await page.goto(route);
    const menu = page.getByRole('navigation', { name: 'Versions' });
    await expect(menu).toContainText('Tree View');
    const toggle = menu.getByRole('button', { name: new RegExp(`version v${installedTreeView.replace(/\./g, '\\.')}`) });
    await toggle.click();
    const current = menu.locator('a[aria-current="page"]');
    await expect(current).toHaveText(`v${installedTreeView} (this version)`);
    await expect(current).toHaveAttribute('href', route);
  });

  test('the props table lists the props read from the package, with their types', async ({ page }) => {
    const errors = recordConsoleErrors(page);
    await page.goto(route);
    await waitForContent(page);
    const frame = contentFrame(page);
    const table = frame.getByRole('table', { name: /Props of RichTreeView/ });
    await expect(table).toBeVisible();

    const items = generated.props.find((prop) => prop.name === 'items');
    expect(items, 'items in the generated JSON').toBeDefined();
    const row = table.locator('tr#prop-items');
    await expect(row.locator('th')).toContainText('items');
    await expect(row.locator('td.api-type code')).toHaveText(items!.type);
    if (items!.required) await expect(row.locator('th')).toContainText('(required)');

    await expect(table.locator('tbody tr')).toHaveCount(generated.props.length);
    const withDefault = generated.props.find((prop) => prop.default !== null && !prop.default.includes('`'))!;
    await expect(table.locator(`tr[id="prop-${withDefault.name}"] td.api-default code`)).toHaveText(withDefault.default!);

    await expect(frame.getByRole('table', { name: /Slots of RichTreeView/ }).locator('tbody tr')).toHaveCount(generated.slots.length);
    expect(errors()).toEqual([]);
  });
});
