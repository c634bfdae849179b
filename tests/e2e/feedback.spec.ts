import type { Page } from '@playwright/test';
import { test, expect } from '../lib/configuredSite';
import { contentFrame, recordPolicyViolations, waitForContent } from '../lib/site';
import { findAxeViolations, formatViolations, PAGE_LEVEL_RULES } from '../lib/axe';
import fs from 'node:fs';
import path from 'node:path';
import { highestVersion } from '../../src/routing/versions';

/**
 * "Was this page helpful?" against a fake feedback endpoint on 127.0.0.1 (the build's
 * DOCS_FEEDBACK_URL points there; `configuredSite`): what is posted, and what the reader sees when
 * it is received, refused, dropped or too slow.
 */
test.beforeEach(async ({ configuredSite }) => configuredSite.feedback.reset());

/** The installed package versions the shell's version menu shows (docs-shell/app/installedVersions.ts). */
const packageVersion = (name: string): string => JSON.parse(fs.readFileSync(path.join(process.cwd(), 'node_modules', '@mui', name, 'package.json'), 'utf8')).version;
const installedVersions = {
  'x-data-grid': packageVersion('x-data-grid'),
  x: highestVersion(['x-data-grid', 'x-date-pickers', 'x-charts', 'x-tree-view'].map(packageVersion)),
};

const SORTING = '/x/react-data-grid/sorting/';

const widget = (page: Page) => page.locator('.page-feedback');
const yes = (page: Page) => widget(page).getByRole('button', { name: 'Yes, this page was helpful' });
const no = (page: Page) => widget(page).getByRole('button', { name: 'No, this page was not helpful' });
const comment = (page: Page) => widget(page).getByRole('textbox');
const sendButton = (page: Page) => widget(page).getByRole('button', { name: 'Send', exact: true });
const status = (page: Page) => widget(page).getByRole('status');

async function openDocsPage(page: Page, url: string) {
  await page.goto(url);
  await waitForContent(page);
  await widget(page).scrollIntoViewIfNeeded();
}

test('a "Yes" is posted as text/plain JSON, without cookies, and confirmed in a live region', async ({ page, configuredSite }) => {
  const violations = await recordPolicyViolations(page);
  await openDocsPage(page, `${configuredSite.url}${SORTING}`);
  await expect(widget(page).getByRole('heading', { name: 'Was this page helpful?' })).toBeVisible();
  await expect(yes(page)).toHaveAttribute('aria-pressed', 'false');
  await yes(page).click();
  await expect(yes(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(comment(page)).toBeFocused();
  await sendButton(page).click();
  await expect(status(page)).toHaveText('Thank you, your feedback was sent.');
  await expect(status(page)).toHaveAttribute('aria-live', 'polite');
  await expect(comment(page)).toHaveCount(0);

  const posts = configuredSite.feedback.posts();
  expect(posts).toHaveLength(1);
  expect(posts[0].contentType).toMatch(/^text\/plain/);
  expect(posts[0].cookie).toBeNull();
  expect(posts[0].payload).toEqual({ page: SORTING, rating: 1, product: 'x-data-grid', version: installedVersions['x-data-grid'], language: 'en' });
  // No preflight: the request is a simple one.
  expect(configuredSite.feedback.requests().map((request) => request.method)).toEqual(['POST']);
  expect(await violations(), 'security policy violations').toEqual([]);
});

test('a "No" with a comment on a 500: the comment stays, a GitHub issue is offered, and a retry goes through', async ({ page, configuredSite }) => {
  configuredSite.feedback.setMode('error');
  await openDocsPage(page, `${configuredSite.url}/x/introduction/`);
  await no(page).click();
  await expect(comment(page)).toBeFocused();
  await expect(widget(page).getByText('What was missing, unclear or wrong? (optional)')).toBeVisible();
  const text = '  The overview does not say which plan includes row grouping.  ';
  await comment(page).fill(text);
  await sendButton(page).click();
  await expect(status(page)).toContainText('could not be sent');
  await expect(comment(page)).toHaveValue(text);
  await expect(no(page)).toHaveAttribute('aria-pressed', 'true');
  const issue = status(page).getByRole('link', { name: /opening an issue/ });
  const issueUrl = new URL((await issue.getAttribute('href'))!);
  expect(issueUrl.searchParams.get('template')).toBe('6.docs-feedback.yml');
  expect(issueUrl.searchParams.get('page-url')).toBe('https://mui.com/x/introduction/');

  configuredSite.feedback.setMode('ok');
  await sendButton(page).click();
  await expect(status(page)).toHaveText('Thank you, your feedback was sent.');
  const posts = configuredSite.feedback.posts();
  expect(posts).toHaveLength(2);
  // The introduction belongs to no single product: its product is null, its version MUI X's.
  expect(posts[1].payload).toEqual({
    page: '/x/introduction/',
    rating: 0,
    comment: 'The overview does not say which plan includes row grouping.',
    product: null,
    version: installedVersions.x,
    language: 'en',
  });
});

for (const mode of ['drop', 'slow'] as const) {
  test(`${mode === 'drop' ? 'a dropped connection' : 'an answer slower than the time-out'}: the reader is told it was not sent`, async ({ page, configuredSite }) => {
    if (mode === 'slow') test.slow();
    configuredSite.feedback.setMode(mode);
    await openDocsPage(page, `${configuredSite.url}${SORTING}`);
    await yes(page).click();
    await comment(page).fill('The multi-sorting section answered my question.');
    const started = Date.now();
    await sendButton(page).click();
    // While the answer is on its way, it cannot be sent twice.
    if (mode === 'slow') await expect(widget(page).getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await expect(status(page)).toContainText('could not be sent', { timeout: 15000 });
    // The widget gives up after 8 s; the fake would answer after 15.
    if (mode === 'slow') expect(Date.now() - started).toBeGreaterThanOrEqual(7500);
    await expect(comment(page)).toHaveValue('The multi-sorting section answered my question.');
    // Offered for a "No" only.
    await expect(status(page).getByRole('link')).toHaveCount(0);
    await expect(sendButton(page)).toBeEnabled();
    expect(configuredSite.feedback.posts()).toHaveLength(1);
  });
}

test('the vote is remembered for the page and shown pressed after a reload', async ({ page, configuredSite }) => {
  await openDocsPage(page, `${configuredSite.url}${SORTING}`);
  await no(page).click();
  await sendButton(page).click();
  await expect(status(page)).toHaveText('Thank you, your feedback was sent.');
  expect(await page.evaluate(() => localStorage.getItem('feedback-/x/react-data-grid/sorting/'))).toBe('0');
  await page.reload();
  await waitForContent(page);
  await expect(no(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(yes(page)).toHaveAttribute('aria-pressed', 'false');
  // Another page has its own vote; garbage in storage is no vote.
  await page.evaluate(() => localStorage.setItem('feedback-/x/introduction/', '{"rating":'));
  await openDocsPage(page, `${configuredSite.url}/x/introduction/`);
  await expect(no(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(yes(page)).toHaveAttribute('aria-pressed', 'false');
});

test("a heading's comment button in the page opens the form for that section and sends it", async ({ page, configuredSite }) => {
  await openDocsPage(page, `${configuredSite.url}${SORTING}`);
  const heading = contentFrame(page).getByRole('heading', { name: 'Custom comparator', level: 2 });
  await heading.scrollIntoViewIfNeeded();
  const headingId = await heading.getAttribute('id');
  await heading.hover();
  const button = contentFrame(page).locator(`button[data-feedback-section="${headingId}"]`);
  await expect(button).toHaveAccessibleName('Comment on this section');
  await expect(button).toHaveAccessibleDescription('Custom comparator');
  await button.click();
  await expect(comment(page)).toBeFocused();
  await expect(widget(page).getByText('Your comment on the section “Custom comparator”')).toBeVisible();
  // No vote: a section comment needs words.
  await comment(page).fill('too short');
  await expect(sendButton(page)).toBeDisabled();
  await comment(page).fill('Say how the comparator sees null values.');
  await sendButton(page).click();
  await expect(status(page)).toHaveText('Thank you, your feedback was sent.');
  expect(configuredSite.feedback.posts().map((post) => post.payload)).toEqual([
    {
      page: SORTING,
      rating: null,
      comment: 'Say how the comparator sees null values.',
      section: headingId,
      product: 'x-data-grid',
      version: installedVersions['x-data-grid'],
      language: 'en',
    },
  ]);
});

test('on an API page, the shell renders the comment buttons; keyboard only: Tab to Yes, Enter, type, Ctrl+Enter', async ({ page, configuredSite }) => {
  await page.goto(`${configuredSite.url}/x/api/tree-view/simple-tree-view/`);
  // A section comment from a heading the shell prerendered (kept, not hydrated).
  const propsButton = page.locator('.api-content button[data-feedback-section]').first();
  const sectionId = await propsButton.getAttribute('data-feedback-section');
  await propsButton.click();
  await expect(comment(page)).toBeFocused();
  await expect(widget(page).locator('form')).toHaveAttribute('data-section', sectionId!);
  await widget(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(comment(page)).toHaveCount(0);

  // From the last link of the content, the next stop is the Yes button.
  await page.locator('.api-content a[href]').last().focus();
  await page.keyboard.press('Tab');
  await expect(yes(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(comment(page)).toBeFocused();
  await page.keyboard.type('The slots table could show an example.');
  await page.keyboard.press('Control+Enter');
  await expect(status(page)).toHaveText('Thank you, your feedback was sent.');
  expect(configuredSite.feedback.posts().map((post) => post.payload)).toEqual([
    expect.objectContaining({ page: '/x/api/tree-view/simple-tree-view/', rating: 1, comment: 'The slots table could show an example.', product: 'x-tree-view' }),
  ]);
  await expect(yes(page)).toHaveAttribute('aria-pressed', 'true');
});

test('axe finds nothing with the form open, in the shell (light and dark) and in the page with its comment buttons', async ({ page, configuredSite }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openDocsPage(page, `${configuredSite.url}${SORTING}`);
  await no(page).click();
  await comment(page).fill('short');
  const shell = await findAxeViolations(page, { selector: '.page-feedback' });
  expect(shell, formatViolations(shell)).toEqual([]);
  configuredSite.feedback.setMode('error');
  await comment(page).fill('The sorting page needs an example with dates.');
  await sendButton(page).click();
  await expect(status(page)).toContainText('could not be sent');
  const failed = await findAxeViolations(page, { selector: '.page-feedback' });
  expect(failed, formatViolations(failed)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('body')).toHaveClass(/mode-dark/);
  const dark = await findAxeViolations(page, { selector: '.page-feedback' });
  expect(dark, formatViolations(dark)).toEqual([]);
  const frame = page.frame({ url: /iframe\.html/ })!;
  const inPage = await findAxeViolations(frame, { selector: '.docs-heading', disabledRules: PAGE_LEVEL_RULES });
  expect(inPage, formatViolations(inPage)).toEqual([]);
});
