#!/usr/bin/env node
// Runs the Storybook test-runner over the static build (storybook-static/) in Debian's Chromium.
import path from 'node:path';
import fs from 'node:fs';
import http from 'node:http';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { createStaticServer, listen } from './lib/static-server.mjs';
import { groupStoryIndex } from './lib/story-groups.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.join(rootDir, 'storybook-static');
if (!fs.existsSync(path.join(root, 'index.json'))) {
  console.error('storybook-static/ is not built: run "npm run build-storybook" first.');
  process.exit(1);
}
const extraArgs = process.argv.slice(2);

// A full run groups pages into files of about 50 stories (scripts/lib/story-groups.mjs says why).
// The test-runner reads the grouped index under /grouped/; the page it opens there is sent back to
// the real preview, which keeps reading the real index. Naming files on the command line (a
// pattern such as "data-grid-main-features-sorting") keeps one file per page.
const optionsWithValue = new Set(['--outputFile', '-t', '--testNamePattern', '--shard', '--url', '-c', '--config-dir', '--browsers', '--includeTags', '--excludeTags', '--skipTags', '--coverageDirectory', '--junit']);
const patterns = extraArgs.filter((arg, position) => !arg.startsWith('-') && !optionsWithValue.has(extraArgs[position - 1]));
const grouped = patterns.length === 0;
const groupedIndex = grouped ? JSON.stringify(groupStoryIndex(JSON.parse(fs.readFileSync(path.join(root, 'index.json'), 'utf8')))) : null;

// The preview gets the site's security policy, built by the same code as the site's `_headers`
// from this build's HTML, as report-only: the test-runner injects an inline script of its own
// before the first story, which an enforced policy would refuse. Every violation of a story is
// still logged as a console error, which fails the story.
const runner = { root: rootDir, configFile: false, logLevel: 'error' };
const { securityConfigFromEnv, securityHeaders } = (await runnerImport(path.join(rootDir, 'src/security/policy.ts'), runner)).module;
const { InlineScriptHashes } = (await runnerImport(path.join(rootDir, 'src/security/inlineScripts.ts'), runner)).module;
const inlineScripts = new InlineScriptHashes();
for (const name of fs.readdirSync(root).filter((file) => file.endsWith('.html'))) inlineScripts.addDocument(fs.readFileSync(path.join(root, name), 'utf8'));
const enforced = securityHeaders(securityConfigFromEnv(process.env), inlineScripts.list());
const policyHeaders = { ...enforced, 'Content-Security-Policy-Report-Only': enforced['Content-Security-Policy'] };
delete policyHeaders['Content-Security-Policy'];

const staticSite = createStaticServer({ root });
const server = http.createServer((req, res) => {
  for (const [name, value] of Object.entries(policyHeaders)) res.setHeader(name, value);
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (groupedIndex && pathname === '/grouped/index.json') {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
    res.end(groupedIndex);
  } else if (groupedIndex && pathname.startsWith('/grouped/')) {
    res.writeHead(302, { Location: req.url.slice('/grouped'.length) });
    res.end();
  } else staticSite.emit('request', req, res);
});
const url = await listen(server);
const child = spawn(
  'npx',
  ['test-storybook', '--url', grouped ? `${url}/grouped/` : url, '--index-json', '--maxWorkers=2', '--ci', ...extraArgs],
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
