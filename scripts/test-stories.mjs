#!/usr/bin/env node
// Runs the Storybook test-runner over the static build (storybook-static/) in Debian's Chromium.
import path from 'node:path';
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createStaticServer, listen } from './lib/static-server.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.join(rootDir, 'storybook-static');
if (!fs.existsSync(path.join(root, 'index.json'))) {
  console.error('storybook-static/ is not built: run "npm run build-storybook" first.');
  process.exit(1);
}
const server = createStaticServer({ root });
const url = await listen(server);
const extraArgs = process.argv.slice(2);
const child = spawn(
  'npx',
  ['test-storybook', '--url', url, '--index-json', '--maxWorkers=2', '--ci', ...extraArgs],
  { cwd: rootDir, stdio: ['inherit', 'inherit', 'pipe'] },
);
// The test-runner advises every Vite project to migrate to another addon, on every run: drop
// exactly that advice, pass everything else through.
const advice = /might benefit from migrating to the Vitest addon|ref=test-runner-migration/;
let pending = '';
child.stderr.on('data', (chunk) => {
  const lines = (pending + chunk).split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) if (!advice.test(line)) process.stderr.write(`${line}\n`);
});
child.stderr.on('end', () => {
  if (pending && !advice.test(pending)) process.stderr.write(pending);
});
child.on('exit', (code) => {
  server.close();
  process.exit(code ?? 1);
});
