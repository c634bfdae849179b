import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Client bundle of the reader shell. The prerenderer (prerender.tsx) is built from the same
// config with `build.ssr` by scripts/build-shell.mjs.
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    manifest: true,
    // The app chunk is about 520 kB minified (148 KB gzipped; `npm run bench` holds it to 150 KB).
    chunkSizeWarningLimit: 600,
    assetsDir: 'assets',
    rolldownOptions: {
      input: 'docs-shell/client.tsx',
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  // The search worker (src/search/search.worker.ts) is an ES module, as the page's chunks are.
  worker: { format: 'es' },
  ssr: { noExternal: true },
});
