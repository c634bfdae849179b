import { test, expect, type Page } from '@playwright/test';
import { contentFrame, recordConsoleErrors, recordPolicyViolations, showDemo, waitForContent } from '../lib/site';
import { findAxeViolations, formatViolations } from '../lib/axe';
import { decodePlaygroundHash, playgroundUrl } from '../../src/demo/playground/sharedCode';
import { DEFAULT_PLAYGROUND_FILES } from '../../src/demo/playground/defaultCode';

const DEFAULT_CODE = DEFAULT_PLAYGROUND_FILES[0]!.code;

/**
 * The playground (`/x/playground/`): CodeMirror, sucrase and a sandboxed runner frame, all from
 * this server. Code is typed with insertText (no key events), so the editor's bracket and tag
 * completion does not add to it.
 */
const PLAYGROUND = '/x/playground/';
const runner = (page: Page) => page.frameLocator('iframe[title="Preview of the code"]');
const editor = (page: Page) => page.locator('.cm-content');

async function replaceCode(page: Page, code: string) {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}

test('renders the default code, follows an edit, shows a syntax error inline and recovers', async ({ page }) => {
  const errors = recordConsoleErrors(page);
  const violations = await recordPolicyViolations(page);
  await page.goto(PLAYGROUND);
  await expect(runner(page).locator('.MuiDataGrid-row')).toHaveCount(4);
  await expect(page.getByRole('navigation', { name: 'Documentation' })).toBeVisible();
  // The playground has no ad and no table of contents.
  await expect(page.locator('[data-ad-slot], .ad-slot')).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'On this page' })).toHaveCount(0);

  await replaceCode(
    page,
    "import Typography from '@mui/material/Typography';\nexport default function Demo() {\n  return <Typography>Edited: {[1, 2].length * 2}</Typography>;\n}\n",
  );
  await expect(runner(page).getByText('Edited: 4')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Up to date' })).toBeVisible();
  // The code is in the address, compressed.
  await expect.poll(() => decodePlaygroundHash(new URL(page.url()).hash)?.[0]?.code ?? '').toContain('Edited:');

  await replaceCode(page, 'export default function Demo() {\n  return <p>{oops</p>;\n}\n');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Syntax error in Demo.tsx, line 2');
  // The last good render stays beside the message.
  await expect(runner(page).getByText('Edited: 4')).toBeVisible();

  // The editor does not trap the keyboard: Tab moves focus on instead of indenting.
  await editor(page).focus();
  await page.keyboard.press('Tab');
  await expect(editor(page)).not.toBeFocused();

  await replaceCode(page, 'export default function Demo() {\n  return <p>Fixed</p>;\n}\n');
  await expect(runner(page).getByText('Fixed')).toBeVisible();
  await expect(alert).toHaveCount(0);
  expect(errors()).toEqual([]);
  expect(await violations(), 'security policy violations').toEqual([]);
});

test('a thrown render error is shown next to the preview; the page stays and recovers', async ({ page }) => {
  await page.goto(PLAYGROUND);
  await expect(runner(page).locator('.MuiDataGrid-row').first()).toBeVisible();
  await replaceCode(page, "export default function Demo(): JSX.Element {\n  throw new Error('No rows for you');\n}\n");
  await expect(page.getByRole('alert')).toContainText('Error while rendering: No rows for you');
  await expect(page.getByRole('heading', { level: 1, name: 'Playground' })).toBeVisible();
  await expect(editor(page)).toContainText('No rows for you');
  await replaceCode(page, 'import Chip from \'@mui/material/Chip\';\nexport default () => <Chip label="Back" />;\n');
  await expect(runner(page).getByText('Back')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a shared link restores its files, several included; an unknown import is explained', async ({ page }) => {
  const files = [
    {
      name: 'Team.tsx',
      code: "import List from '@mui/material/List';\nimport ListItem from '@mui/material/ListItem';\nimport { team } from './team';\nexport default () => <List>{team.map((name) => <ListItem key={name}>{name}</ListItem>)}</List>;\n",
    },
    {
      name: 'team.ts',
      code: "export const team: string[] = ['Ada', 'Grace', 'Linus'];\n",
    },
  ];
  await page.goto(playgroundUrl(files));
  await expect(runner(page).getByRole('listitem')).toHaveText(['Ada', 'Grace', 'Linus']);
  await page.getByRole('tab', { name: 'team.ts', exact: true }).click();
  await expect(editor(page)).toContainText("'Ada', 'Grace', 'Linus'");

  await page.goto(
    playgroundUrl([
      {
        name: 'Demo.tsx',
        code: "import pad from 'left-pad';\nexport default () => <p>{pad('x', 3)}</p>;\n",
      },
    ]),
  );
  await expect(page.getByRole('alert')).toContainText('The playground cannot import "left-pad"');
  // A link whose hash is garbage opens the default code.
  await page.goto('about:blank');
  await page.goto(`${PLAYGROUND}#code=%%%garbage`);
  await expect(runner(page).locator('.MuiDataGrid-row')).toHaveCount(4);
});

test('works offline once loaded: edits render with the packages already used', async ({ page, context }) => {
  await page.goto(PLAYGROUND);
  await expect(runner(page).locator('.MuiDataGrid-row')).toHaveCount(4);
  await context.setOffline(true);
  await replaceCode(
    page,
    "import Alert from '@mui/material/Alert';\nimport { DataGrid } from '@mui/x-data-grid';\nexport default () => (\n  <div style={{ height: 200 }}>\n    <Alert severity=\"info\">Offline edit</Alert>\n    <DataGrid rows={[{ id: 1, name: 'Offline row' }]} columns={[{ field: 'name' }]} />\n  </div>\n);\n",
  );
  await expect(runner(page).getByText('Offline edit')).toBeVisible();
  await expect(runner(page).getByText('Offline row')).toBeVisible();
  // A package not loaded yet cannot come: the reader is told why.
  await replaceCode(
    page,
    "import { BarChart } from '@mui/x-charts/BarChart';\nexport default () => <BarChart height={200} series={[{ data: [1, 2] }]} xAxis={[{ data: ['a', 'b'] }]} />;\n",
  );
  await expect(page.getByRole('alert')).toContainText('If you are offline');
  await context.setOffline(false);
});

test("follows the reader's colour mode and direction, and passes axe in light and dark", async ({ page }) => {
  await page.addInitScript(() => {
    try {
      localStorage.setItem('docs-direction', 'rtl');
    } catch {
      // The sandboxed runner has no storage.
    }
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(
    playgroundUrl([
      {
        name: 'Demo.tsx',
        code: `// Comments stay readable in both schemes.\n${DEFAULT_CODE}`,
      },
    ]),
  );
  await expect(runner(page).locator('.MuiDataGrid-row')).toHaveCount(4);
  await expect(runner(page).locator('html')).toHaveAttribute('dir', 'rtl');
  expect(
    await runner(page)
      .locator('body')
      .evaluate((body) => getComputedStyle(body).backgroundColor),
  ).toBe('rgb(18, 18, 18)');
  const dark = await findAxeViolations(page);
  expect(dark, formatViolations(dark)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect
    .poll(() =>
      runner(page)
        .locator('body')
        .evaluate((body) => getComputedStyle(body).backgroundColor),
    )
    .toBe('rgb(255, 255, 255)');
  const light = await findAxeViolations(page);
  expect(light, formatViolations(light)).toEqual([]);
});

test('"Edit in the playground" opens a demo there, its local modules included', async ({ page, context }) => {
  await page.goto('/x/react-data-grid/charts-integration/');
  await waitForContent(page);
  await showDemo(page, 'SelectedRowsChart');
  const opened = context.waitForEvent('page');
  await contentFrame(page).locator('[data-demo="SelectedRowsChart"]').getByRole('button', { name: 'Edit in the playground' }).click();
  const tab = await opened;
  await expect(tab).toHaveURL(/\/x\/playground\/#code=/);
  const files = decodePlaygroundHash(new URL(tab.url()).hash)!;
  expect(files.map((file) => file.name)).toEqual(['SelectedRowsChart.tsx', 'salesData.ts']);
  await expect(runner(tab).locator('.MuiDataGrid-row').first()).toBeVisible();
  await expect(runner(tab).getByText(/Select rows to compare them|Monthly revenue of/)).toBeVisible();
  await expect(tab.getByRole('alert')).toHaveCount(0);
});

test('is not in the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/x/react-data-grid/sorting/');
  expect(sitemap).not.toContain('/x/playground/');
});
