#!/usr/bin/env node
// `npm run demos:heights [route…]`: opens every docs page of the built site (dist/) through the
// shell at three window widths, mounts all its demos, and writes each demo's canvas height per
// canvas width to `stories/<route>/demo-heights.json`. Lazy demos reserve that height until they
// mount, so nothing shifts; the route walk in the end-to-end tests checks the files are current.
// Run it after changing a demo, then rebuild.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createStaticServer, listen } from './lib/static-server.mjs';
import { launchOptions } from './lib/browser.mjs';
import { DEMO_WIDTHS, settleDemos } from './lib/demo-heights.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(rootDir, 'dist');
if (!fs.existsSync(path.join(distDir, 'shell-data', 'pages.json'))) {
  console.error('dist/ is not built: run "npm run build" first.');
  process.exit(1);
}
const only = process.argv.slice(2);
const pages = JSON.parse(fs.readFileSync(path.join(distDir, 'shell-data', 'pages.json'), 'utf8')).filter(
  (page) => page.kind === 'docs' && (only.length === 0 || only.includes(page.route)),
);

const server = createStaticServer({ root: distDir });
const baseUrl = await listen(server);
const browser = await chromium.launch(launchOptions());
const started = Date.now();
let written = 0;
try {
  for (const docsPage of pages) {
    const byDemo = {};
    for (const width of DEMO_WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      await page.goto(baseUrl + docsPage.route);
      for (const { name, width: canvasWidth, height } of await settleDemos(page)) (byDemo[name] ??= []).push([canvasWidth, height]);
      await page.close();
    }
    const file = path.join(rootDir, 'stories', docsPage.route, 'demo-heights.json');
    if (Object.keys(byDemo).length === 0) {
      fs.rmSync(file, { force: true });
      continue;
    }
    const sorted = Object.fromEntries(Object.keys(byDemo).sort().map((name) => [name, byDemo[name].sort((a, b) => a[0] - b[0])]));
    fs.writeFileSync(file, `${JSON.stringify(sorted)}\n`);
    written += 1;
    console.log(`${docsPage.route}: ${Object.keys(sorted).length} demo(s)`);
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`Demo heights: ${written} page(s) measured at ${DEMO_WIDTHS.join(', ')} px in ${((Date.now() - started) / 1000).toFixed(1)} s. Rebuild to use them.`);
