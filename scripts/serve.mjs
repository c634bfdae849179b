#!/usr/bin/env node
// Serves the built site (dist/, or $DIST_DIR) on http://localhost:4173, or $PORT.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticServer, listen } from './lib/static-server.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = process.env.DIST_DIR ? path.resolve(rootDir, process.env.DIST_DIR) : path.join(rootDir, 'dist');
if (!fs.existsSync(path.join(root, '404.html'))) {
  console.error('dist/ is not built: run "npm run build" (or "npm start", which builds when needed).');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4173);
const url = await listen(createStaticServer({ root }), port, process.env.HOST ?? '0.0.0.0');
console.log(`MUI X docs: ${url}/x/introduction/`);
