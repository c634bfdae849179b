import type { CodeStyling } from '../../preferences/globals.ts';

/** One file of a demo's source, with its build-time highlighted HTML. */
export interface DemoSourceFile {
  name: string;
  language: 'tsx' | 'jsx' | 'css';
  code: string;
  html: string;
}

/** npm dependencies of an exported project (`src/demo/sandbox/dependencies.ts`). */
export interface DemoPackageDependencies {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/**
 * What an exported sandbox needs, computed at build time from the imports: the dependencies of
 * the TS and JS variants, or why they could not be determined (the build fails on that; the dev
 * server keeps the message for the toolbar).
 */
export type DemoSandbox = { ts: DemoPackageDependencies; js: DemoPackageDependencies } | { error: string };

/** A demo's source in one styling solution: the demo file first, then the local files it imports. */
export interface DemoStylingSource {
  ts: DemoSourceFile[];
  js: DemoSourceFile[];
  sandbox?: DemoSandbox;
}

/** What `import source from './Demo.tsx?demo'` gives. The MUI System styling is always there. */
export interface DemoSource {
  /** Name of the demo file without extension, e.g. `BasicSorting`: the source link's anchor. */
  name: string;
  /**
   * Canvas heights measured on the built docs page (`demo-heights.json` beside the demo, written by
   * `npm run demos:heights`): `[canvas width, height]` pairs. The canvas reserves this height.
   */
  heights?: [number, number][];
  styles: { system: DemoStylingSource } & Partial<Record<Exclude<CodeStyling, 'system'>, DemoStylingSource>>;
  /** Versions of the tools every exported project needs (vite, its React plugin, Tailwind). */
  sandboxTooling?: Record<string, string>;
}
