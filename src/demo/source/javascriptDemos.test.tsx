// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as React from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { listDemoFiles } from './demoFiles';
import { javascriptFileName, toJavaScript } from './javascript';

// Vitest runs from the project root.
const root = `${process.cwd()}/`;
const demoFiles = listDemoFiles(readdirSync(`${root}stories`, { recursive: true }).map((path) => `stories/${path}`));
const javascriptModules = import.meta.glob<{ default: React.ComponentType }>('/stories/**/*.js');

beforeAll(() => {
  // jsdom lays nothing out; the grid and charts only need the observer to exist.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  // Infinite-loading and lazy demos watch a sentinel row; jsdom has no observer of its own.
  globalThis.IntersectionObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let mounted: Root | null = null;
afterEach(() => {
  act(() => mounted?.unmount());
  mounted = null;
  vi.restoreAllMocks();
});

describe('JavaScript demo variants', () => {
  it('finds the demos', () => {
    expect(demoFiles.length).toBeGreaterThan(20);
  });

  it.each(demoFiles)('%s has an up-to-date JavaScript variant (npm run demos:js)', async (file) => {
    const fresh = await toJavaScript(readFileSync(`${root}${file}`, 'utf8'), file);
    expect(readFileSync(`${root}${javascriptFileName(file)}`, 'utf8')).toBe(fresh);
  });

  it.each(demoFiles)(
    '%s: the JavaScript variant runs and renders',
    async (file) => {
      const load = javascriptModules[`/${javascriptFileName(file)}`];
      expect(load, `${javascriptFileName(file)} is missing`).toBeDefined();
      const { default: Demo } = await load();
      // React reports render errors (and failed prop types) through console.error.
      const errors: string[] = [];
      vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')));
      const container = document.createElement('div');
      document.body.append(container);
      await act(async () => {
        mounted = createRoot(container);
        mounted.render(<Demo />);
      });
      expect(errors.filter((message) => !message.includes('MUI X: Missing license key'))).toEqual([]);
      expect(container.textContent?.trim().length ?? 0).toBeGreaterThan(0);
      container.remove();
    },
    30000,
  );
});
