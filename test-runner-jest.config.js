import { getJestConfig } from '@storybook/test-runner';

const defaults = getJestConfig();
const playwrightDefaults = defaults.testEnvironmentOptions?.['jest-playwright'] ?? {};

// Debian's Chromium (no browser download on these machines), reduced motion for stable renders.
// Stories run in a zone west of UTC (the page walk runs in the machine's zone, UTC on CI), so a
// demo or play that depends on the reader's zone fails here: demos fix their zone or use local dates.
export default {
  ...defaults,
  testTimeout: 60000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...playwrightDefaults,
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
      },
      contextOptions: { reducedMotion: 'reduce', timezoneId: process.env.STORIES_TIMEZONE ?? 'America/Los_Angeles' },
    },
  },
};
