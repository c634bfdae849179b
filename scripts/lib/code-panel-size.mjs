// What the demo code panel adds to a docs page, gzipped: the panel's own code and the MUI parts
// only it uses (the page already has React, Emotion, Storybook's blocks, MUI's styling and Box),
// and, separately, the highlighted sources of one page (content, built at build time).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';

const alreadyOnThePage = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^@storybook\//,
  /^storybook($|\/)/,
  /^@emotion\//,
  /^@mui\/system($|\/)/,
  /^@mui\/utils($|\/)/,
  /^@mui\/material\/(styles|Box|utils)($|\/)/,
];

export async function measureCodePanel(rootDir) {
  const outDir = path.join(rootDir, '.cache', 'bench-code-panel');
  await build({
    configFile: false,
    root: rootDir,
    logLevel: 'silent',
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      lib: { entry: path.join(rootDir, 'src/demo/DemoBlock.tsx'), formats: ['es'], fileName: 'code-panel' },
      rollupOptions: { external: (id) => alreadyOnThePage.some((pattern) => pattern.test(id)) },
    },
  });
  const panelBytes = fs
    .readdirSync(outDir)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(outDir, file))).length, 0);
  return { panelBytes };
}

/** Gzipped size of the `?demo` modules of one page's stories in the Storybook build (their sources). */
export function pageSourcesBytes(storybookDir, storiesFileName) {
  const assets = path.join(storybookDir, 'assets');
  const chunk = fs.readdirSync(assets).find((file) => file.startsWith(storiesFileName) && file.endsWith('.js'));
  return chunk ? zlib.gzipSync(fs.readFileSync(path.join(assets, chunk))).length : null;
}
