#!/usr/bin/env node
// Publishes the static Storybook to Chromatic for visual review, once per mode declared in
// src/storybook/modes.ts. Needs CHROMATIC_PROJECT_TOKEN; never run by the tests.
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('CHROMATIC_PROJECT_TOKEN is not set: nothing was published. Set it to the project token from Chromatic.');
  process.exit(1);
}
if (!fs.existsSync('storybook-static/index.json')) {
  const build = spawnSync('npm', ['run', 'build-storybook'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync('npx', ['chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
