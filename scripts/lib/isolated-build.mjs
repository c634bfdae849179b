// The isolated-preview set-up (issue: preview on its own origin, in its own process): the same
// static build, with the shell on http://127.0.0.1:PORT and the preview on http://localhost:PORT,
// one server listening on both. Built by the tests and the bench; `npm run build` builds the default.
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const isolatedOrigins = (port) => ({ shell: `http://127.0.0.1:${port}`, preview: `http://localhost:${port}` });

/**
 * Builds the shell for the isolated set-up on `port` into `outDir`; throws when the build fails.
 * `compress: false` skips the Brotli and gzip copies (the end-to-end tests, which check the
 * preview on another origin, not compression; the benchmark keeps them).
 */
export function buildIsolatedShell({ port, outDir, compress = true }) {
  const origins = isolatedOrigins(port);
  const result = spawnSync('node', [path.join(rootDir, 'scripts', 'build-shell.mjs'), '--out', outDir, ...(compress ? [] : ['--no-compress'])], {
    cwd: rootDir,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, DOCS_ORIGIN: origins.shell, DOCS_PREVIEW_ORIGIN: origins.preview },
  });
  if (result.status !== 0) throw new Error(`The isolated-preview shell build failed (exit ${result.status}).`);
  return origins;
}
