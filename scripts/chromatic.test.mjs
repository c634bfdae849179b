// `npm run chromatic` (scripts/chromatic.mjs and the pinned Chromatic CLI, on this Node) as a
// --dry-run against a fake Chromatic index on 127.0.0.1: no network, nothing published.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeChromaticIndex } from '../tests/lib/fakes/chromaticIndex.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const cliVersion = JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules/chromatic/package.json'), 'utf8')).version;
const storybookVersion = JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules/storybook/package.json'), 'utf8')).version;
const RUN_TIMEOUT_MS = 40_000;

let tmp;
let fake;
let gitEnv;
let head;
let storybookDir;

/** A Storybook 10 build as the CLI checks it: `index.html` and `iframe.html`, and the story index. */
function writeStorybookBuild(dir, files = ['index.html', 'iframe.html', 'index.json']) {
  const content = {
    'index.html': '<!doctype html><title>@storybook/core - Storybook</title><div id="root"></div>',
    'iframe.html': '<!doctype html><title>Storybook</title><div id="storybook-root"></div><div id="storybook-docs"></div>',
    'index.json': JSON.stringify({
      v: 5,
      entries: {
        'x-introduction-overview--orders-dashboard': {
          type: 'story',
          subtype: 'story',
          id: 'x-introduction-overview--orders-dashboard',
          name: 'Orders Dashboard',
          title: 'Introduction/Overview',
          importPath: './stories/x/introduction/overview.stories.tsx',
          tags: ['dev', 'test', 'manifest'],
          exportName: 'OrdersDashboard',
        },
      },
    }),
  };
  fs.mkdirSync(dir, { recursive: true });
  for (const file of files) fs.writeFileSync(path.join(dir, file), content[file]);
  return dir;
}

/** Runs `npm run chromatic -- ...args` in the repository; kills the whole process group on timeout. */
function runChromatic(args) {
  // Only what npm, node and git need: CI variables (GITHUB_*, CI ...) would switch the CLI's git
  // detection to a CI event, proxies would carry the index requests elsewhere.
  const inherited = ['HOME', 'USERPROFILE', 'SystemRoot', 'ComSpec', 'PATHEXT', 'TMPDIR', 'TEMP', 'TMP', 'LANG'];
  const env = {
    ...Object.fromEntries(inherited.filter((name) => process.env[name] !== undefined).map((name) => [name, process.env[name]])),
    // The Node running the tests first.
    PATH: [path.dirname(process.execPath), process.env.PATH ?? process.env.Path].join(path.delimiter),
    ...gitEnv,
    CHROMATIC_INDEX_URL: fake.indexUrl,
    CHROMATIC_PROJECT_TOKEN: 'chpt_test',
    // The CLI reports errors to Sentry, unless this is set.
    DISABLE_ERROR_MONITORING: 'true',
    // npx runs the installed CLI, and may not fetch one; npm checks for no update of its own.
    npm_config_offline: 'true',
    npm_config_update_notifier: 'false',
    FORCE_COLOR: '0',
  };
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'chromatic', '--', ...args], {
      cwd: repoRoot,
      env,
      detached: process.platform !== 'win32',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      try {
        process.kill(process.platform === 'win32' ? child.pid : -child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
      reject(new Error(`npm run chromatic did not finish in ${RUN_TIMEOUT_MS} ms:\n${output}`));
    }, RUN_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'chromatic-dry-run-'));
  // Chromatic only runs inside a git repository: a fixture one (two commits on `main`, nothing
  // uncommitted), whatever the checkout is (a copy without .git, a shallow CI clone, a detached HEAD).
  const repo = path.join(tmp, 'repo');
  fs.mkdirSync(repo);
  gitEnv = {
    GIT_DIR: path.join(repo, '.git'),
    GIT_WORK_TREE: repo,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: os.devNull,
  };
  const git = (...args) =>
    execFileSync('git', args, {
      cwd: repo,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, ...gitEnv, GIT_AUTHOR_DATE: '2025-01-01T00:00:00Z', GIT_COMMITTER_DATE: '2025-01-01T00:00:00Z' },
    }).trim();
  git('init', '--quiet', '--initial-branch=main');
  git('config', 'user.name', 'Docs CI');
  git('config', 'user.email', 'docs-ci@example.com');
  git('commit', '--quiet', '--allow-empty', '--message', 'First');
  git('commit', '--quiet', '--allow-empty', '--message', 'Second');
  head = git('rev-parse', 'HEAD');

  storybookDir = writeStorybookBuild(path.join(tmp, 'storybook-static'));
  fake = await startFakeChromaticIndex();
});

afterAll(async () => {
  await fake?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

beforeEach(() => fake.reset());

const dryRunArgs = (dir, diagnostics) => [
  '--dry-run',
  '--storybook-build-dir',
  dir,
  '--no-interactive',
  // The update check asks the npm registry for the latest CLI.
  '--skip-update-check',
  '--diagnostics-file',
  diagnostics,
];

describe('npm run chromatic', () => {
  it(
    'dry-runs the pinned CLI through authentication, git, the build announcement and the validation of the Storybook build',
    async () => {
      const diagnosticsFile = path.join(tmp, 'diagnostics.json');
      const { code, output } = await runChromatic(dryRunArgs(storybookDir, diagnosticsFile));
      expect(code, output).toBe(0);

      expect(cliVersion).toBe('16.6.2');
      const operations = fake.operations();
      expect(operations.map((operation) => operation.name)).toEqual([
        'CreateAppTokenMutation',
        'FirstCommittedAtQuery',
        'LastBuildQuery',
        'AnnounceBuildMutation',
      ]);
      const [auth, ...authenticated] = operations;
      expect(auth.variables).toEqual({ projectToken: 'chpt_test' });
      for (const operation of authenticated) expect(operation.authorization).toBe(`Bearer ${fake.appToken}`);
      expect(operations[2].variables).toEqual({ commit: head, branch: 'main' });
      expect(operations[3].variables.input).toMatchObject({
        commit: head,
        branch: 'main',
        packageVersion: cliVersion,
        storybookVersion,
        nodeVersion: process.versions.node,
      });

      expect(output).toContain(`Chromatic CLI v${cliVersion}`);
      expect(output).toContain(`Connecting to ${fake.indexUrl}`);
      expect(output).toContain(`Using project token '*****test'`);
      expect(output).toContain(`Commit '${head.slice(0, 7)}' on branch 'main'`);
      expect(output).toContain(`Storybook ${storybookVersion}`);
      expect(output).toContain(`Build ${fake.buildNumber} initialized`);
      expect(output).toContain('Storybook files validated and prepared for upload');
      // Nothing built (the explicit build directory is used as is), nothing published.
      expect(output).not.toContain('build-storybook');
      expect(output).not.toMatch(/Publish complete|Storybook published|Started build/);

      // The non-interactive log leaves the skipped tasks out: the CLI's own report shows them.
      const diagnostics = JSON.parse(fs.readFileSync(diagnosticsFile, 'utf8'));
      expect(diagnostics.options).toMatchObject({ dryRun: true, storybookBuildDir: storybookDir, exitZeroOnChanges: true });
      // The last task run: upload, verify and snapshot were skipped by --dry-run.
      expect(diagnostics.task).toBe('prepare');
      expect(diagnostics.exitCodeKey).toBe('OK');
      expect(diagnostics.sourceDir).toBe(storybookDir);
      expect([...diagnostics.fileInfo.paths].sort()).toEqual(['iframe.html', 'index.html', 'index.json']);
      expect(Object.keys(diagnostics.fileInfo.hashes).sort()).toEqual(['iframe.html', 'index.html', 'index.json']);
    },
    60_000,
  );

  it(
    'fails at the validation when the directory is no Storybook build',
    async () => {
      const dir = writeStorybookBuild(path.join(tmp, 'not-a-storybook'), ['index.html', 'index.json']);
      const { code, output } = await runChromatic(dryRunArgs(dir, path.join(tmp, 'diagnostics-invalid.json')));
      expect(code, output).not.toBe(0);
      expect(output).toContain(`Invalid Storybook build at ${dir}`);
      expect(fake.operations().map((operation) => operation.name)).toEqual([
        'CreateAppTokenMutation',
        'FirstCommittedAtQuery',
        'LastBuildQuery',
        'AnnounceBuildMutation',
      ]);
    },
    60_000,
  );
});
