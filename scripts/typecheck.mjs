#!/usr/bin/env node
// `npm run typecheck`: the root program and one program per date library (tsconfig/README.md says
// why). The root program is the long one; the others run one after another beside it (two cores).
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const libraryPrograms = fs
  .readdirSync(path.join(rootDir, 'tsconfig'))
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => path.join('tsconfig', file));

// Every folder a library program checks must stay out of the root program, or its adapter's date
// type leaks into every other demo: say which line is missing instead of a wall of type errors.
const readConfig = (file) => JSON.parse(fs.readFileSync(path.join(rootDir, file), 'utf8').replace(/^\s*\/\/.*$/gm, ''));
const rootExcluded = new Set(readConfig('tsconfig.json').exclude ?? []);
const notExcluded = libraryPrograms.flatMap((program) =>
  (readConfig(program).include ?? [])
    .map((folder) => path.posix.normalize(path.posix.join('tsconfig', folder)))
    .filter((folder) => folder.startsWith('stories/') && ![...rootExcluded].some((excluded) => folder === excluded || folder.startsWith(`${excluded}/`)))
    .map((folder) => `${program} checks ${folder}: add it to "exclude" in tsconfig.json`),
);
if (notExcluded.length > 0) {
  console.error(notExcluded.join('\n'));
  process.exit(1);
}

const typecheck = (project) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npx', ['tsc', '--noEmit', '-p', project], { cwd: rootDir, stdio: 'inherit' });
    child.on('exit', (code) => {
      console.log(`${code === 0 ? '✓' : '✗'} ${project} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      resolve(code === 0);
    });
  });

const [root, libraries] = await Promise.all([
  typecheck('tsconfig.json'),
  (async () => {
    const results = [];
    for (const project of libraryPrograms) results.push(await typecheck(project));
    return results;
  })(),
]);
process.exit(root && libraries.every(Boolean) ? 0 : 1);
