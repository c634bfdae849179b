#!/usr/bin/env node
// Publishes the static Storybook to Chromatic for visual review, once per mode declared in
// src/storybook/modes.ts. Needs CHROMATIC_PROJECT_TOKEN. The tests never publish: scripts/chromatic.test.mjs
// runs it with --dry-run against a fake Chromatic index.
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('CHROMATIC_PROJECT_TOKEN is not set: nothing was published. Set it to the project token from Chromatic.');
  process.exit(1);
}
// An explicit --storybook-build-dir (-d) wins over ours (the CLI takes the last one given) and is
// published as it is; otherwise storybook-static/ is built first when missing.
const explicitBuildDir = args.some((arg) => /^(--storybook-build-dir|-d)(=|$)/.test(arg));
if (!explicitBuildDir && !fs.existsSync('storybook-static/index.json')) {
  const build = spawnSync('npm', ['run', 'build-storybook'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync('npx', ['chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes', ...args], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
