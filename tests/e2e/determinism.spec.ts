import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { chromaticModes } from '../../src/storybook/modes';
import { toGlobalsParam } from '../../src/preferences/globals';
import type { StoryIndex } from '../../src/routing/routes';
import { ANTI_ALIASING_TOLERANCE, comparePngs } from '../lib/pixels';

// Chromatic snapshots each story once per mode; a story that does not render the same pixels
// twice would make every visual review noisy. Generated from the built Storybook index.
const index = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'storybook-static', 'index.json'), 'utf8')) as StoryIndex;
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

async function renderAndCapture(page: Page, url: string): Promise<Buffer> {
  await page.goto(url);
  // Like Chromatic: the snapshot is taken once the story, its play function and hooks have finished.
  await page.waitForFunction(() => {
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__;
    return preview?.currentRender?.phase === 'finished';
  });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await page.waitForLoadState('networkidle');
  // Settled: two captures in a row agree (debounced updates, such as a grid re-filtering, are done).
  const capture = () => page.locator('#storybook-root').screenshot({ animations: 'disabled', caret: 'hide' });
  let previous = await capture();
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await page.waitForTimeout(150);
    const current = await capture();
    if (current.equals(previous)) return current;
    previous = current;
  }
  return previous;
}

for (const [mode, globals] of Object.entries(chromaticModes)) {
  test.describe(`mode ${mode}`, () => {
    for (const story of stories) {
      test(`${story.id} renders the same pixels twice`, async ({ page }, testInfo) => {
        const url = `/storybook/iframe.html?viewMode=story&id=${story.id}&globals=${toGlobalsParam(globals)}`;
        const first = await renderAndCapture(page, url);
        const second = await renderAndCapture(page, url);
        if (second.equals(first)) return;
        // Keep both renders for whoever investigates, and measure how far apart they are.
        fs.writeFileSync(testInfo.outputPath('first.png'), first);
        fs.writeFileSync(testInfo.outputPath('second.png'), second);
        const { differentPixels, maxChannelDelta } = await comparePngs(page, first, second);
        testInfo.annotations.push({ type: 'anti-aliasing', description: `${differentPixels} pixels differ by at most ${maxChannelDelta}/255` });
        expect(maxChannelDelta, `${story.id} in ${mode}: ${differentPixels} pixels differ by up to ${maxChannelDelta}/255`).toBeLessThanOrEqual(
          ANTI_ALIASING_TOLERANCE,
        );
      });
    }
  });
}

test('the pixel comparison catches a real change', async ({ page }) => {
  const story = stories[0];
  const first = await renderAndCapture(page, `/storybook/iframe.html?viewMode=story&id=${story.id}`);
  await page.evaluate(() => {
    const root = document.getElementById('storybook-root')!;
    root.style.outline = '3px solid rgb(200, 0, 0)';
    root.style.outlineOffset = '-3px';
  });
  const changed = await page.locator('#storybook-root').screenshot({ animations: 'disabled', caret: 'hide' });
  const { differentPixels, maxChannelDelta } = await comparePngs(page, first, changed);
  expect(differentPixels).toBeGreaterThan(100);
  expect(maxChannelDelta).toBeGreaterThan(ANTI_ALIASING_TOLERANCE);
});
