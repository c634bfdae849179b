import fs from 'node:fs';

/** Debian's Chromium; a tool's own browser download does not work on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep headless Chromium off the network (the machine only reaches package registries). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
  // The isolated-preview set-up serves the preview from a second loopback origin (localhost beside
  // 127.0.0.1); Chromium's local-network-access checks would block that frame, which on a real
  // deployment (two public origins) they never see.
  '--disable-features=LocalNetworkAccessChecks',
];

export function launchOptions(extra = {}) {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install Debian's "chromium" package (apt-get install chromium).`);
  }
  return { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, ...extra };
}
