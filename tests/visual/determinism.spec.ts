import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { chromaticModes } from '../../src/storybook/modes';
import { toGlobalsParam } from '../../src/preferences/globals';
import type { StoryIndex } from '../../src/routing/routes';
import { describeDifference, rendersTheSameTwice, showStory } from '../lib/determinism';
import { chunk } from '../lib/walk';

// The four-mode matrix (`npm run test:visual`): every story, in every Chromatic mode, renders the
// same pixels twice. One page per batch loads the preview once in the mode, then walks its stories
// in place: select, capture, remount, capture, compare. (`npm test` checks the default mode in the
// test-runner's visit of each story.)
const STORIES_PER_WALK = 40;
const index = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'storybook-static', 'index.json'), 'utf8')) as StoryIndex;
const storyIds = Object.values(index.entries)
  .filter((entry) => entry.type === 'story')
  .map((entry) => entry.id);

for (const [mode, globals] of Object.entries(chromaticModes)) {
  for (const [batchIndex, batch] of chunk(storyIds, STORIES_PER_WALK).entries()) {
    test(`mode ${mode}: stories ${batchIndex * STORIES_PER_WALK + 1}–${batchIndex * STORIES_PER_WALK + batch.length} render the same pixels twice`, async ({ page }, testInfo) => {
      test.setTimeout(batch.length * 15_000);
      await page.goto(`/x/storybook/iframe.html?viewMode=story&id=${batch[0]}&globals=${toGlobalsParam(globals)}`);
      await page.waitForFunction(() => {
        const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__;
        return preview?.currentRender?.phase === 'finished';
      });
      for (const [position, storyId] of batch.entries()) {
        await test.step(storyId, async () => {
          if (position > 0) await showStory(page, storyId);
          const result = await rendersTheSameTwice(page, storyId);
          if (!result.same) {
            fs.writeFileSync(testInfo.outputPath(`${storyId}-${mode}-first.png`), result.first);
            fs.writeFileSync(testInfo.outputPath(`${storyId}-${mode}-second.png`), result.second);
          }
          expect.soft(result.same, describeDifference(storyId, mode, result.comparison)).toBe(true);
        });
      }
    });
  }
}
