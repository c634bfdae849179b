import { test, expect, type Page } from '@playwright/test';
import { checkStoriesOnRequest, storyA11yViolations } from '../lib/storyA11y';
import { rendersTheSameTwice } from '../lib/determinism';
import { a11yParameters } from '../../src/storybook/a11y';

// The stories layer's accessibility check (tests/lib/storyA11y.ts): axe runs once per story, with
// addon-a11y's automatic check off, and finds what the addon would.
const storyId = 'x-react-data-grid-sorting--basic-sorting';

async function openStory(page: Page, { onRequest = true } = {}) {
  await page.goto('/x/storybook/iframe.html');
  if (onRequest) await checkStoriesOnRequest(page);
  await page.evaluate(
    (id) =>
      new Promise<void>((resolve) => {
        const channel = (window as unknown as { __STORYBOOK_PREVIEW__: { channel: { once(event: string, listener: () => void): void; emit(event: string, payload: unknown): void } } }).__STORYBOOK_PREVIEW__.channel;
        channel.once('storyFinished', () => resolve());
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}

/** What the preview reports when a story's render finishes, as the test-runner reads it. */
async function reportsOfNextFinish(page: Page, action: () => Promise<unknown>): Promise<string[]> {
  const reports = page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const channel = (window as unknown as { __STORYBOOK_PREVIEW__: { channel: { once(event: string, listener: (payload: { reporters: { type: string }[] }) => void): void } } }).__STORYBOOK_PREVIEW__.channel;
        channel.once('storyFinished', ({ reporters }) => resolve(reporters.map((report) => report.type)));
      }),
  );
  await action();
  return reports;
}

test('the check finds a violation in a story, as addon-a11y does, and none in a clean one', async ({ page }) => {
  await openStory(page);
  expect(await storyA11yViolations(page, a11yParameters)).toEqual([]);
  await page.evaluate(() => document.getElementById('storybook-root')!.insertAdjacentHTML('afterbegin', '<input type="text">'));
  const violations = await storyA11yViolations(page, a11yParameters);
  expect(violations.map((violation) => violation.id)).toContain('label');
  // The addon finds the same violation.
  const fromAddon = await page.evaluate(
    (id) =>
      new Promise<string[]>((resolve) => {
        const channel = (window as unknown as { __STORYBOOK_PREVIEW__: { channel: { on(event: string, listener: (result: { violations: { id: string }[] }, storyId: string) => void): void; emit(event: string, ...payload: unknown[]): void } } }).__STORYBOOK_PREVIEW__.channel;
        channel.on('storybook/a11y/result', (result, answeredId) => {
          if (answeredId === id) resolve(result.violations.map((violation) => violation.id));
        });
        channel.emit('storybook/a11y/manual', id, { context: { include: ['#storybook-root'] } });
      }),
    storyId,
  );
  expect(fromAddon).toEqual(violations.map((violation) => violation.id));
  // A story that opts out is not checked; a setting the check does not read is an error.
  expect(await storyA11yViolations(page, { ...a11yParameters, test: 'off' })).toEqual([]);
  await expect(storyA11yViolations(page, { ...a11yParameters, options: { runOnly: ['wcag2a'] } })).rejects.toThrow('parameters.a11y.options');
});

test('a remount for the determinism check does not run axe again', async ({ page }) => {
  // Left to itself, the addon checks every render, the remount's too.
  await openStory(page, { onRequest: false });
  expect(await reportsOfNextFinish(page, () => rendersTheSameTwice(page, storyId))).toContain('a11y');
  await openStory(page);
  expect(await reportsOfNextFinish(page, () => rendersTheSameTwice(page, storyId))).not.toContain('a11y');
});
