#!/usr/bin/env node
// `npm start`: builds the site when dist/ is missing or older than the sources, then serves it.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtMarker = path.join(rootDir, 'dist', '404.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['stories', 'src', 'docs-shell', '.storybook', 'public'].map((dir) => path.join(rootDir, dir)).filter(fs.existsSync);
const stale = !fs.existsSync(builtMarker) || Math.max(...sources.map(newestMtime)) > fs.statSync(builtMarker).mtimeMs;
if (stale) {
  console.log('Building the docs site (Storybook preview + shell)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: rootDir, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('./serve.mjs');
