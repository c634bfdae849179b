import { test, expect } from '../lib/configuredSite';
import { contentFrame, recordPolicyViolations, showDemo, waitForContent } from '../lib/site';
import { decodeCodeSandboxParameters } from '../../src/demo/sandbox/submit';

/**
 * "Open in CodeSandbox / StackBlitz" against a fake of both services on 127.0.0.1 (the build's
 * DOCS_CODESANDBOX_URL and DOCS_STACKBLITZ_URL point there): the form each button posts, decoded.
 */
test.beforeEach(async ({ configuredSite }) => configuredSite.sandbox.reset());

test('a TypeScript demo in its Tailwind variant opens in CodeSandbox with its files and dependencies', async ({ page, context, configuredSite }) => {
  const violations = await recordPolicyViolations(page);
  await page.goto(`${configuredSite.url}/x/react-data-grid/sorting/`);
  await waitForContent(page);
  await showDemo(page, 'SortedColumnStyling');
  const demo = contentFrame(page).locator('[data-demo="SortedColumnStyling"]');
  await demo.getByRole('group', { name: 'Styling solution' }).getByRole('button', { name: 'Tailwind', exact: true }).click();
  await expect(demo.locator('pre[data-file="SortedColumnStyling.tailwind.tsx"]')).toBeVisible();

  const opened = context.waitForEvent('page');
  await demo.getByRole('button', { name: 'Open in CodeSandbox' }).click();
  const tab = await opened;
  await expect(tab.getByText('Project received.')).toBeVisible();
  const [post] = configuredSite.sandbox.posts();
  expect(post.service).toBe('codesandbox');
  expect(post.fields.query).toBe('file=/src/SortedColumnStyling.tailwind.tsx');
  const { files } = decodeCodeSandboxParameters(post.fields.parameters);
  expect(Object.keys(files).sort()).toEqual(['index.html', 'package.json', 'src/SortedColumnStyling.tailwind.tsx', 'src/index.tsx', 'src/tailwind.css', 'tsconfig.json', 'vite.config.ts']);
  const shown = await demo.locator('pre[data-file="SortedColumnStyling.tailwind.tsx"]').textContent();
  expect(files['src/SortedColumnStyling.tailwind.tsx'].content.trim()).toBe(shown?.trim());
  const pkg = JSON.parse(files['package.json'].content);
  expect(pkg.dependencies).toMatchObject({ '@mui/x-data-grid': '^8.9.1', '@mui/material': expect.stringMatching(/^\^7\./), react: expect.stringMatching(/^\^19\./) });
  expect(Object.keys(pkg.devDependencies)).toEqual(expect.arrayContaining(['@tailwindcss/vite', 'tailwindcss', 'typescript', '@types/react', 'vite']));
  expect(await violations(), 'security policy violations').toEqual([]);
});

test('a JavaScript picker demo opens in StackBlitz with its date library', async ({ page, context, configuredSite }) => {
  await page.goto(`${configuredSite.url}/x/react-date-pickers/date-picker/`);
  await waitForContent(page);
  await showDemo(page, 'BasicDatePicker');
  const demo = contentFrame(page).locator('[data-demo="BasicDatePicker"]');
  await demo.getByRole('button', { name: 'JS: show the JavaScript source' }).click();
  await expect(demo.locator('pre[data-file="BasicDatePicker.js"]')).toBeVisible();

  const opened = context.waitForEvent('page');
  await demo.getByRole('button', { name: 'Open in StackBlitz' }).click();
  await expect((await opened).getByText('Project received.')).toBeVisible();
  const [post] = configuredSite.sandbox.posts();
  expect(post.service).toBe('stackblitz');
  expect(post.query.file).toBe('src/BasicDatePicker.jsx');
  expect(post.fields['project[template]']).toBe('node');
  const files = Object.keys(post.fields).filter((name) => name.startsWith('project[files]')).map((name) => name.slice('project[files]['.length, -1)).sort();
  expect(files).toEqual(['index.html', 'package.json', 'src/BasicDatePicker.jsx', 'src/index.jsx', 'vite.config.js']);
  const pkg = JSON.parse(post.fields['project[files][package.json]']);
  expect(pkg.dependencies).toMatchObject({ '@mui/x-date-pickers': '^8.9.0', dayjs: '^1.11.23' });
  expect(pkg.devDependencies.typescript).toBeUndefined();
  expect(post.fields['project[files][src/BasicDatePicker.jsx]']).not.toMatch(/:\s*(Dayjs|React\.)/);
});
