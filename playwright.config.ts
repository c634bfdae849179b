import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/browser.mjs';

const port = Number(process.env.E2E_PORT ?? 4390);
// The isolated-preview set-up (`npm run build-isolated`): shell on 127.0.0.1, preview on localhost.
const isolatedPort = Number(process.env.E2E_ISOLATED_PORT ?? 4392);

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
  projects: [
    { name: 'site', testIgnore: /isolated/ },
    // The shell suite again with the preview on its own origin: navigation, anchors, preferences,
    // overlays and lazy demos work by postMessage alone.
    {
      name: 'isolated preview',
      testMatch: /(shell|preferences|lazy-demos|isolated-preview|security)\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${isolatedPort}` },
    },
  ],
  webServer: [
    {
      command: 'node scripts/serve.mjs',
      env: { PORT: String(port), HOST: '127.0.0.1' },
      url: `http://127.0.0.1:${port}/x/introduction/`,
      reuseExistingServer: false,
      timeout: 30000,
    },
    {
      command: 'node scripts/serve.mjs',
      // Both addresses: the shell on 127.0.0.1, the preview on localhost (which may resolve to ::1).
      env: { PORT: String(isolatedPort), HOST: '::', DIST_DIR: '.cache/dist-isolated' },
      url: `http://127.0.0.1:${isolatedPort}/x/introduction/`,
      reuseExistingServer: false,
      timeout: 30000,
    },
  ],
});
