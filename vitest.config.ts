import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'docs-shell/**/*.test.{ts,tsx}', 'tests/lib/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
    environment: 'node',
  },
});
