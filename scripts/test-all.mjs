#!/usr/bin/env node
// `npm test`: every test layer, from a clean checkout. Type-check (demos against the installed
// packages), unit tests, the production build, the Storybook test-runner over the static
// preview, and end-to-end tests of the shell in Chromium. Ends with one "N passed, N failed" line.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { reappearedWarnings } from './lib/build-output.mjs';
import { jestFailures, playwrightFailures } from './lib/failed-tests.mjs';
import { fileURLToPath } from 'node:url';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(rootDir, '.cache', 'test-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(resultsDir, file), 'utf8'));
  } catch {
    return null;
  }
};
const failuresOf = { 'unit.json': jestFailures, 'stories.json': jestFailures, 'e2e.json': playwrightFailures };

const jestCounts = (file) => {
  const report = readJson(file);
  return report ? { passed: report.numPassedTests, failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) } : null;
};

const steps = [
  { name: 'type-check', command: ['npm', 'run', 'typecheck'], counts: () => null },
  {
    name: 'unit (vitest)',
    command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${path.join(resultsDir, 'unit.json')}`],
    counts: () => jestCounts('unit.json'),
  },
  // The build's output is checked too: warnings silenced at their source must not come back.
  { name: 'build', command: ['npm', 'run', 'build'], counts: () => null, required: true, checkOutput: reappearedWarnings },
  // The second set-up the end-to-end tests run (preview on its own origin); about 10 s.
  { name: 'build (isolated preview)', command: ['npm', 'run', 'build-isolated'], counts: () => null, required: true },
  {
    name: 'stories (test-runner)',
    command: ['node', 'scripts/test-stories.mjs', '--json', '--outputFile', path.join(resultsDir, 'stories.json')],
    counts: () => jestCounts('stories.json'),
  },
  {
    name: 'end-to-end (playwright)',
    command: ['npx', 'playwright', 'test'],
    counts: () => {
      const report = readJson('e2e.json');
      return report ? { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected } : null;
    },
  },
];

const summary = [];
let blocked = false;
for (const step of steps) {
  if (blocked) {
    summary.push({ name: step.name, passed: 0, failed: 1, seconds: 0, note: 'not run: the build failed' });
    continue;
  }
  console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  const result = await run(step.command, { capture: Boolean(step.checkOutput) });
  const seconds = (Date.now() - started) / 1000;
  const ok = result.status === 0;
  const counts = step.counts() ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  // A runner that exits non-zero without reporting a failed test still fails the run.
  if (!ok && counts.failed === 0) counts.failed = 1;
  const reappeared = step.checkOutput?.(result.output) ?? [];
  for (const what of reappeared) console.error(`✗ ${step.name}: the output shows ${what} again`);
  counts.failed += reappeared.length;
  summary.push({ name: step.name, ...counts, seconds });
  if (!ok && step.required) blocked = true;
}

/** Runs a command with the terminal's output as it comes; `capture` also keeps it for a check. */
function run([command, ...args], { capture }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: rootDir, stdio: ['inherit', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'], env: { ...process.env, CI: process.env.CI ?? '1' } });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on('close', (status) => resolve({ status, output }));
  });
}

console.log('\n━━ summary ━━');
for (const { name, passed, failed, seconds, note } of summary) {
  console.log(`${name.padEnd(26)} ${String(passed).padStart(4)} passed ${String(failed).padStart(3)} failed ${seconds.toFixed(0).padStart(5)} s${note ? `  (${note})` : ''}`);
}
// The failed tests' names, a few per layer, so the tail of the output says what to fix.
const SHOWN_FAILURES = 15;
for (const [file, failuresIn] of Object.entries(failuresOf)) {
  const failures = failuresIn(readJson(file));
  for (const { name, error } of failures.slice(0, SHOWN_FAILURES)) console.log(`✗ ${name}${error ? `: ${error}` : ''}`);
  if (failures.length > SHOWN_FAILURES) console.log(`✗ … and ${failures.length - SHOWN_FAILURES} more in .cache/test-results/${file}`);
}
printScaleProjection(summary);
const total = summary.reduce((sum, step) => ({ passed: sum.passed + step.passed, failed: sum.failed + step.failed }), { passed: 0, failed: 0 });
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);

/**
 * Per-unit costs of this run and what they project for the full site (500 routes, 1,000
 * stories): the build and the route walk scale with routes, the test-runner with stories; type
 * check, unit tests, the isolated build and the other end-to-end tests are taken as fixed.
 */
function printScaleProjection(results) {
  const seconds = (name) => results.find((step) => step.name === name)?.seconds ?? 0;
  let routes = 0;
  let stories = 0;
  try {
    routes = JSON.parse(fs.readFileSync(path.join(rootDir, 'dist', 'shell-data', 'pages.json'), 'utf8')).length;
    stories = Object.values(JSON.parse(fs.readFileSync(path.join(rootDir, 'storybook-static', 'index.json'), 'utf8')).entries).filter((entry) => entry.type === 'story').length;
  } catch {
    return;
  }
  if (routes === 0 || stories === 0) return;
  // The route walk's share of the end-to-end wall time: its tests' durations over the workers.
  const report = readJson('e2e.json');
  const walkTests = [];
  const visit = (suite) => {
    for (const child of suite.suites ?? []) visit(child);
    for (const spec of suite.specs ?? []) if (/^routes \d+/.test(spec.title)) for (const run of spec.tests) walkTests.push(...run.results.map((result) => result.duration / 1000));
  };
  if (report) visit(report);
  const workers = report?.config?.metadata?.actualWorkers ?? report?.config?.workers ?? 2;
  const e2e = seconds('end-to-end (playwright)');
  const walk = Math.min(e2e, walkTests.reduce((sum, duration) => sum + duration, 0) / workers);
  const fixed = seconds('type-check') + seconds('unit (vitest)') + seconds('build (isolated preview)') + (e2e - walk);
  const perRoute = { build: seconds('build') / routes, walk: walk / routes };
  const perStory = seconds('stories (test-runner)') / stories;
  const projected = fixed + (perRoute.build + perRoute.walk) * 500 + perStory * 1000;
  console.log(`\n━━ scale (${routes} routes, ${stories} stories) ━━`);
  console.log(`build ${perRoute.build.toFixed(2)} s per route; route walk ${perRoute.walk.toFixed(2)} s per route; stories ${perStory.toFixed(2)} s per story; fixed ${fixed.toFixed(0)} s`);
  console.log(`projected npm test at 500 routes and 1,000 stories: ${(projected / 60).toFixed(1)} min (budget 25 min); build ${((perRoute.build * 500) / 60).toFixed(1)} min (budget 5 min)`);
}
