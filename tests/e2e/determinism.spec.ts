import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { chromaticModes } from '../../src/storybook/modes';
import { toGlobalsParam } from '../../src/preferences/globals';
import type { StoryIndex } from '../../src/routing/routes';

// Chromatic snapshots each story once per mode; a story that does not render the same pixels
// twice would make every visual review noisy. Generated from the built Storybook index.
const index = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'storybook-static', 'index.json'), 'utf8')) as StoryIndex;
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

async function renderAndCapture(page: Page, url: string): Promise<Buffer> {
  await page.goto(url);
  await page.waitForFunction(() => document.body.classList.contains('sb-show-main'));
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await page.waitForLoadState('networkidle');
  return page.locator('#storybook-root').screenshot({ animations: 'disabled', caret: 'hide' });
}

for (const [mode, globals] of Object.entries(chromaticModes)) {
  test.describe(`mode ${mode}`, () => {
    for (const story of stories) {
      test(`${story.id} renders the same pixels twice`, async ({ page }) => {
        const url = `/storybook/iframe.html?viewMode=story&id=${story.id}&globals=${toGlobalsParam(globals)}`;
        const first = await renderAndCapture(page, url);
        const second = await renderAndCapture(page, url);
        expect(second.equals(first), `${story.id} in ${mode} differs between two renders`).toBe(true);
      });
    }
  });
}
