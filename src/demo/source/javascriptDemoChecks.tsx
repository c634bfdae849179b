import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as React from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { listDemoFiles } from './demoFiles';
import { javascriptFileName, toJavaScript } from './javascript';

// Vitest runs from the project root.
const root = `${process.cwd()}/`;
const javascriptModules = import.meta.glob<{ default: React.ComponentType }>('/stories/**/*.js');

/**
 * Checks of the demos' JavaScript variants: current with their TypeScript source, and rendering without
 * errors in jsdom. Split into shards, one test file each: every file gets a fresh worker, so memory
 * does not pile up across a thousand rendered demos, and the shards spread over the cores.
 */
export function describeJavaScriptDemos(shard: number, shards: number) {
  const allDemoFiles = listDemoFiles(readdirSync(`${root}stories`, { recursive: true }).map((path) => `stories/${path}`));
  // Interleaved, so every shard gets a mix of products and stays about the same size as pages are added.
  const demoFiles = allDemoFiles.filter((_, index) => index % shards === shard - 1);

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

  describe(`JavaScript demo variants (shard ${shard} of ${shards})`, () => {
    it('finds the demos', () => {
      expect(allDemoFiles.length).toBeGreaterThan(20);
      expect(demoFiles.length).toBeGreaterThan(0);
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
}
