#!/usr/bin/env node
// `npm run build-isolated`: the shell of the isolated-preview set-up (shell on 127.0.0.1, preview on
// localhost, same port) into .cache/dist-isolated/, for the end-to-end tests' second project.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsolatedShell } from './lib/isolated-build.mjs';

export const ISOLATED_E2E_PORT = Number(process.env.E2E_ISOLATED_PORT ?? 4392);
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const origins = buildIsolatedShell({ port: ISOLATED_E2E_PORT, outDir: path.join(rootDir, '.cache', 'dist-isolated'), compress: false });
console.log(`Isolated-preview shell built: shell ${origins.shell}, preview ${origins.preview} → .cache/dist-isolated/`);
