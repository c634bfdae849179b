#!/usr/bin/env node
// Builds the reader shell around an existing static Storybook build (storybook-static/):
// client bundle, prerenderer, one HTML page per route, 404 page, page data, redirects, and a copy
// of the preview under dist/x/storybook/.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { precompressDir } from './lib/precompress.mjs';
import { buildId, KILL_SWITCH_WORKER, manifestBytes, offlinePageHtml, precacheManifest, previewEntryFiles, writeIfChanged } from './lib/sw-manifest.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const storybookDir = path.join(rootDir, 'storybook-static');
// `--out <dir>` builds elsewhere (tests build with their own ad and analytics settings).
// `--no-compress` skips the Brotli and gzip copies (such test builds; the server then sends the plain files).
const outArgument = process.argv.indexOf('--out');
const compress = !process.argv.includes('--no-compress');
const outDir = outArgument > 0 ? path.resolve(process.argv[outArgument + 1]) : path.join(rootDir, 'dist');
const ssrDir = path.join(rootDir, '.cache', `shell-ssr-${path.basename(outDir)}`);
const configFile = path.join(rootDir, 'docs-shell', 'vite.config.ts');

if (!fs.existsSync(path.join(storybookDir, 'index.json'))) {
  console.error('storybook-static/index.json is missing: run "npm run build-storybook" first.');
  process.exit(1);
}

const started = Date.now();
fs.rmSync(outDir, { recursive: true, force: true });
await build({ configFile, root: rootDir, logLevel: 'warn', build: { outDir } });
await build({
  configFile,
  root: rootDir,
  logLevel: 'warn',
  build: { ssr: 'docs-shell/prerender.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false, rollupOptions: { input: 'docs-shell/prerender.tsx' } },
});

// The document the playground runs a reader's code in (a sandboxed frame): built on its own, so
// the shell's chunks stay as they are.
await build({
  configFile,
  root: rootDir,
  logLevel: 'warn',
  build: {
    outDir,
    emptyOutDir: false,
    manifest: 'playground-manifest.json',
    // Its package chunks are whole package indexes (the icons' is 4 MB), each loaded only when a
    // reader's code imports that package.
    chunkSizeWarningLimit: 5000,
    rolldownOptions: {
      input: { 'playground-runner': 'src/demo/playground/runner.tsx' },
      // The allow-list imports packages the runner's own code also imports: those stay in its chunks, as intended.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE' && warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
      },
    },
  },
});

const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
const entry = manifest['docs-shell/client.tsx'];
const scripts = [`/${entry.file}`, ...(entry.imports ?? []).map((key) => `/${manifest[key].file}`)];
const stylesheets = (entry.css ?? []).map((file) => `/${file}`);
// The app chunk (loaded by dynamic import) and everything it imports: prefetched at low priority.
const lazyChunks = new Set();
const collect = (key) => {
  const chunk = manifest[key];
  if (!chunk || lazyChunks.has(`/${chunk.file}`)) return;
  lazyChunks.add(`/${chunk.file}`);
  (chunk.imports ?? []).forEach(collect);
};
(entry.dynamicImports ?? []).forEach(collect);
const prefetch = [...lazyChunks].filter((file) => !scripts.includes(file));
const runnerEntry = JSON.parse(fs.readFileSync(path.join(outDir, 'playground-manifest.json'), 'utf8'))['src/demo/playground/runner.tsx'];
const playgroundRunner = { script: `/${runnerEntry.file}`, stylesheets: (runnerEntry.css ?? []).map((file) => `/${file}`) };

const { prerenderSite } = await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href);
let pages;
try {
  pages = await prerenderSite({ rootDir, storybookDir, outDir, env: process.env, scripts, stylesheets, prefetch, playgroundRunner, assets: (entry.assets ?? []).map((file) => `/${file}`) });
} catch (error) {
  console.error(`\n${error.name}: ${error.message}\n`);
  process.exit(1);
}

const publicDir = path.join(rootDir, 'public');
if (fs.existsSync(publicDir)) fs.cpSync(publicDir, outDir, { recursive: true });

// The service worker (issue 17): the offline page (the 404 page's shell with a message and Retry),
// the precache manifest (the client entry, every chunk it loads, their stylesheets and fonts, the
// preview's runtime entry, the offline page), and the worker bundled with it at a fixed URL, x/sw.js. Its bytes depend on the
// build's content only. `DOCS_SW_KILL=1` ships the kill switch instead (README, "Service worker").
fs.mkdirSync(path.join(outDir, 'x', 'offline'), { recursive: true });
fs.writeFileSync(path.join(outDir, 'x', 'offline', 'index.html'), offlinePageHtml(fs.readFileSync(path.join(outDir, '404.html'), 'utf8')));
const shellFiles = new Set();
const collectShell = (key) => {
  const chunk = manifest[key];
  if (!chunk || shellFiles.has(`/${chunk.file}`)) return;
  shellFiles.add(`/${chunk.file}`);
  // Fonts: the woff2 files of the Latin subsets (every browser with a worker takes woff2; the other
  // subsets are fetched, and cached, only by pages that use their characters).
  const fonts = (chunk.assets ?? []).filter((file) => !/\.woff2?$/.test(file) || /-latin(-ext)?-\d+-\w+-[\w-]+\.woff2$/.test(file));
  for (const file of [...(chunk.css ?? []), ...fonts]) shellFiles.add(`/${file}`);
  (chunk.imports ?? []).forEach(collectShell);
};
// The entry, the app it hydrates with and what they import; not the chunks loaded on demand (the
// playground's editor, the API body…): those are cached when used.
collectShell('docs-shell/client.tsx');
(entry.dynamicImports ?? []).forEach(collectShell);
// The search dialog and its library (fetched after hydration): a reader offline searches the pages they visited.
collectShell('docs-shell/app/SearchDialogPanel.tsx');
// And the preview's runtime entry, which every content frame loads (a page's own stories chunk is cached when used).
const previewEntry = previewEntryFiles(fs.readFileSync(path.join(outDir, 'x', 'storybook', 'iframe.html'), 'utf8'), '/x/storybook/');
const swManifest = precacheManifest(outDir, [...shellFiles, ...previewEntry, '/x/offline/']);
const fileHash = (file) => (fs.existsSync(file) ? precacheManifest(path.dirname(file), [`/${path.basename(file)}`])[0].revision : null);
// Page data and the preview's index are not precached, but a change to them is a new build.
const swBuildId = buildId(swManifest, fileHash(path.join(outDir, 'shell-data', 'pages.json')), fileHash(path.join(outDir, 'x', 'storybook', 'index.json')));
const swFile = path.join(outDir, 'x', 'sw.js');
if (process.env.DOCS_SW_KILL === '1') {
  writeIfChanged(swFile, KILL_SWITCH_WORKER);
  console.log('Service worker: the kill switch (DOCS_SW_KILL=1) → x/sw.js');
} else {
  await build({
    configFile: false,
    root: rootDir,
    logLevel: 'warn',
    publicDir: false,
    define: {
      __SW_MANIFEST__: JSON.stringify(swManifest),
      __SW_BUILD_ID__: JSON.stringify(swBuildId),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir: path.join(outDir, 'x'),
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: false,
      modulePreload: false,
      rolldownOptions: { input: { sw: 'src/serviceWorker/sw.ts' }, output: { format: 'iife', entryFileNames: 'sw.js' } },
    },
  });
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(`Service worker: build ${swBuildId}, ${swManifest.length} files precached (${kb(manifestBytes(outDir, swManifest))}) → x/sw.js`);
}

fs.rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
fs.rmSync(path.join(outDir, 'playground-manifest.json'), { force: true });

// Brotli and gzip copies of every text file, served with Content-Encoding as a CDN would.
if (compress) {
  const compressStarted = Date.now();
  const compressed = await precompressDir(outDir, { cacheDir: path.join(rootDir, '.cache', 'precompress') });
  const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
  console.log(
    `Compressed ${compressed.files} files: ${mb(compressed.bytes)} → ${mb(compressed.brotliBytes)} Brotli, ${mb(compressed.gzipBytes)} gzip` +
      ` (${compressed.cached} bundles from cache) in ${((Date.now() - compressStarted) / 1000).toFixed(1)} s`,
  );
}

console.log(`Shell built: ${pages.length} pages + 404 in ${((Date.now() - started) / 1000).toFixed(1)} s → ${path.relative(rootDir, outDir)}/`);
