import { transformWithOxc } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [
    {
      // The generated JavaScript demos are `.js` files with JSX, as readers copy them.
      name: 'jsx-in-javascript-demos',
      enforce: 'pre',
      async transform(code, id) {
        if (!/\/stories\/.+\.js$/.test(id)) return null;
        const { code: transformed, map } = await transformWithOxc(code, id, { lang: 'jsx', jsx: { runtime: 'automatic' } });
        return { code: transformed, map };
      },
    },
  ],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'docs-shell/**/*.test.{ts,tsx}', 'tests/lib/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
    environment: 'node',
    // The grid imports its stylesheet; run it through Vite so that import is understood.
    server: { deps: { inline: [/@mui\/x-data-grid/] } },
  },
});
