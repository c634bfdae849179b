#!/usr/bin/env node
// Looks at a page as a reader would: node scripts/screenshot.mjs <url> <out.png> [--width=390] [--dark] [--rtl] [--full]
import { chromium } from 'playwright-core';
import { launchOptions } from './lib/browser.mjs';

const [url, out, ...flags] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: screenshot.mjs <url> <out.png> [--width=N] [--height=N] [--dark] [--rtl] [--full] [--wait=ms]');
  process.exit(2);
}
const option = (name, fallback) => Number(flags.find((f) => f.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const browser = await chromium.launch(launchOptions());
const page = await browser.newPage({
  viewport: { width: option('width', 1280), height: option('height', 900) },
  colorScheme: flags.includes('--dark') ? 'dark' : 'light',
  reducedMotion: 'reduce',
});
// The reader's stored direction, as the settings drawer would leave it.
if (flags.includes('--rtl')) await page.addInitScript(() => localStorage.setItem('docs-direction', 'rtl'));
page.on('console', (message) => {
  if (message.type() === 'error' || message.type() === 'warning') console.log(`[${message.type()}] ${message.text()}`);
});
page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}`));
await page.goto(url);
// Quiet network when it comes; a page that never goes quiet is still worth a look.
await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => console.log('(network not idle after 10 s)'));
await page.waitForTimeout(option('wait', 500));
await page.screenshot({ path: out, fullPage: flags.includes('--full') });
await browser.close();
console.log(`saved ${out}`);
