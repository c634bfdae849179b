#!/usr/bin/env node
// Writes the JavaScript variant (`Demo.js`) beside every TypeScript demo (`Demo.tsx`) under stories/.
// `--check` writes nothing and exits 1 when a variant is missing or stale.
import { readFileSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
const { module } = await runnerImport(`${root}src/demo/source/javascript.ts`, { root, configFile: false, logLevel: 'error' });
const { toJavaScript, javascriptFileName } = module;
const { listDemoFiles } = (await runnerImport(`${root}src/demo/source/demoFiles.ts`, { root, configFile: false, logLevel: 'error' })).module;

const problems = [];
let written = 0;
for (const file of listDemoFiles(readdirSync(`${root}stories`, { recursive: true }).map((path) => `stories/${path}`))) {
  const tsPath = `${root}${file}`;
  const jsPath = javascriptFileName(tsPath);
  const fresh = await toJavaScript(readFileSync(tsPath, 'utf8'), file);
  const current = existsSync(jsPath) ? readFileSync(jsPath, 'utf8') : null;
  if (current === fresh) continue;
  if (check) problems.push(`${javascriptFileName(file)} is ${current === null ? 'missing' : 'stale'}`);
  else {
    writeFileSync(jsPath, fresh);
    written += 1;
  }
}
if (check && problems.length > 0) {
  console.error(`${problems.join('\n')}\nRun \`npm run demos:js\`.`);
  process.exit(1);
}
console.log(check ? 'JavaScript demos are up to date.' : `Wrote ${written} JavaScript demo file(s).`);
