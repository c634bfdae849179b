import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type * as React from 'react';
import { listDemoFiles } from './demoFiles';
import { javascriptFileName, toJavaScript } from './javascript';

// Vitest runs from the project root.
const root = `${process.cwd()}/`;
const javascriptModules = import.meta.glob<{ default: React.ComponentType }>('/stories/**/*.js');

/** The component a demo file exports: `Foo.tsx` and its styling variant `Foo.tailwind.tsx` export `Foo`. */
const componentNameOf = (file: string) => file.slice(file.lastIndexOf('/') + 1).split('.')[0];

/**
 * Checks of the demos' JavaScript variants: current with their TypeScript source, and loading with
 * their imports resolved. Split into two shards, one test file each, so they spread over both cores.
 */
export function describeJavaScriptDemos(shard: number, shards: number) {
  const allDemoFiles = listDemoFiles(readdirSync(`${root}stories`, { recursive: true }).map((path) => `stories/${path}`));
  // Interleaved, so every shard gets a mix of products and stays about the same size as pages are added.
  const demoFiles = allDemoFiles.filter((_, index) => index % shards === shard - 1);

  describe(`JavaScript demo variants (shard ${shard} of ${shards})`, () => {
    it('finds the demos', () => {
      expect(allDemoFiles.length).toBeGreaterThan(20);
      expect(demoFiles.length).toBeGreaterThan(0);
    });

    it.each(demoFiles)('%s has an up-to-date JavaScript variant (npm run demos:js)', async (file) => {
      const fresh = await toJavaScript(readFileSync(`${root}${file}`, 'utf8'), file);
      expect(readFileSync(`${root}${javascriptFileName(file)}`, 'utf8')).toBe(fresh);
    });

    // The variant is the TypeScript demo with its types removed (sucrase), and the stories layer
    // renders that demo in a browser; what can still break in the JavaScript alone is a value import
    // kept for a type (an export that does not exist at run time) or a missing sibling module:
    // loading the module catches both, without rendering a thousand demos again in jsdom.
    it.each(demoFiles)('%s: the JavaScript variant loads and exports the demo', async (file) => {
      const load = javascriptModules[`/${javascriptFileName(file)}`];
      expect(load, `${javascriptFileName(file)} is missing`).toBeDefined();
      const { default: Demo } = await load();
      expect(typeof Demo).toBe('function');
      expect(Demo.name).toBe(componentNameOf(file));
      // The first demo of a shard to import a package (the grid goes through Vite's transform) pays
      // for loading it: seconds on a busy 2-core machine, more than Vitest's default 5 s.
    }, 60000);
  });
}
