import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/browser.mjs';

const port = Number(process.env.E2E_PORT ?? 4390);

// End-to-end tests of the built site (dist/), in Debian's Chromium, against our own static server.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  timeout: 60000,
  expect: { timeout: 15000 },
  reporter: [['list'], ['json', { outputFile: '.cache/test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 900 },
  },
  webServer: {
    command: 'node scripts/serve.mjs',
    env: { PORT: String(port), HOST: '127.0.0.1' },
    url: `http://127.0.0.1:${port}/x/introduction/`,
    reuseExistingServer: false,
    timeout: 30000,
  },
});
