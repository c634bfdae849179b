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
    assetsDir: 'assets',
    rollupOptions: {
      input: 'docs-shell/client.tsx',
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  ssr: { noExternal: true },
});
