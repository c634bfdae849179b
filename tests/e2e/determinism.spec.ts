import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import type { StoryIndex } from '../../src/routing/routes';
import { ANTI_ALIASING_TOLERANCE, STRAY_PIXELS_TOLERATED, comparePngs } from '../lib/pixels';
import { captureCanvas, captureSettled, rendersTheSameTwice } from '../lib/determinism';

// The determinism check itself (run on every story by the test-runner and `npm run test:visual`):
// a remount in place really renders again, and the comparison sees a real change.
const index = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'storybook-static', 'index.json'), 'utf8')) as StoryIndex;
// A grid with no animation or hover state: the test is about the check, not about a demo.
const story = index.entries['x-react-data-grid-sorting--basic-sorting'];

test('a story remounted in place renders again and gives the same pixels', async ({ page }) => {
  await page.goto(`/x/storybook/iframe.html?viewMode=story&id=${story.id}`);
  await page.waitForFunction(() => (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished');
  await page.evaluate(() => ((window as unknown as { marker: Element | null }).marker = document.querySelector('#storybook-root > *')));
  const result = await rendersTheSameTwice(page, story.id);
  expect(result.same).toBe(true);
  // The story's element was replaced: the second capture is of a new render, not the old one.
  expect(await page.evaluate(() => (window as unknown as { marker: Element | null }).marker?.isConnected)).toBe(false);
});

test('a capture shows the canvas exactly as an element screenshot does, also when it is taller than the viewport', async ({ page }) => {
  await page.goto(`/x/storybook/iframe.html?viewMode=story&id=${story.id}`);
  await page.waitForFunction(() => (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished');
  for (const viewport of [{ width: 1280, height: 900 }, { width: 1280, height: 200 }]) {
    await page.setViewportSize(viewport);
    const fromPlaywright = await page.locator('#storybook-root').screenshot({ animations: 'disabled', caret: 'hide' });
    const comparison = await comparePngs(page, fromPlaywright, await captureCanvas(page));
    expect(comparison, `viewport ${viewport.width}×${viewport.height}`).toEqual({ differentPixels: 0, pixelsBeyondTolerance: 0, maxChannelDelta: 0 });
  }
});

test('the pixel comparison catches a real change', async ({ page }) => {
  await page.goto(`/x/storybook/iframe.html?viewMode=story&id=${story.id}`);
  await page.waitForFunction(() => (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished');
  const first = await captureSettled(page);
  // A red block at the top of the canvas (a grid's layers would cover an outline).
  await page.evaluate(() => {
    const mark = document.createElement('div');
    mark.style.cssText = 'width: 40px; height: 40px; background: rgb(200, 0, 0)';
    document.getElementById('storybook-root')!.prepend(mark);
  });
  const changed = await captureCanvas(page);
  const { differentPixels, pixelsBeyondTolerance, maxChannelDelta } = await comparePngs(page, first, changed);
  expect(differentPixels).toBeGreaterThan(100);
  expect(pixelsBeyondTolerance).toBeGreaterThan(STRAY_PIXELS_TOLERATED);
  expect(maxChannelDelta).toBeGreaterThan(ANTI_ALIASING_TOLERANCE);
  // A changed canvas is captured as it is now, not taken for the expected one.
  expect((await captureSettled(page, first)).equals(changed)).toBe(true);
});

test('a story that renders differently on each mount is reported, also after the settling retry', async ({ page }) => {
  await page.goto(`/x/storybook/iframe.html?viewMode=story&id=${story.id}`);
  await page.waitForFunction(() => (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished');
  // Every later render paints a block of another colour, as a story reading the clock would.
  await page.evaluate(() => {
    let renders = 0;
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__: { channel: { on(event: string, listener: () => void): void } } }).__STORYBOOK_PREVIEW__;
    preview.channel.on('storyRendered', () => {
      renders += 1;
      const mark = document.createElement('div');
      mark.style.cssText = `width: 40px; height: 40px; background: rgb(${(renders * 90) % 256}, 0, 0)`;
      document.getElementById('storybook-root')!.prepend(mark);
    });
  });
  const result = await rendersTheSameTwice(page, story.id);
  expect(result.same).toBe(false);
  expect(result.comparison?.pixelsBeyondTolerance).toBeGreaterThan(STRAY_PIXELS_TOLERATED);
});
