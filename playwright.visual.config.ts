import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run test:visual`: the four-mode determinism matrix over every story (tests/visual/), on
// the same built site and server as the end-to-end tests.
export default defineConfig({
  ...base,
  testDir: 'tests/visual',
  reporter: [['list'], ['json', { outputFile: '.cache/test-results/visual.json' }]],
});
