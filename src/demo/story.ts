import * as React from 'react';
import type { CodeStyling } from '../preferences/globals';
import { usePreviewGlobals } from '../page/useDocsGlobals';
import type { DemoSource } from './source/types';

/** The demo component, or one component per styling solution (`system` required). */
export type DemoComponents = React.ComponentType | ({ system: React.ComponentType } & Partial<Record<CodeStyling, React.ComponentType>>);

/**
 * A CSF story for a demo. The demo file is the single source: the story renders it (the variant
 * of the reader's code styling, when the demo has several) and carries its source for the panel.
 */
export function demoStory(components: DemoComponents, source: DemoSource) {
  const byStyling = typeof components === 'function' ? { system: components } : components;
  function StylingVariant({ storyGlobals }: { storyGlobals: unknown }) {
    const { codeStyling } = usePreviewGlobals(storyGlobals);
    return React.createElement(byStyling[codeStyling] ?? byStyling.system);
  }
  return {
    render: (_args: unknown, context: { globals: Record<string, unknown> }) =>
      React.createElement(StylingVariant, { storyGlobals: context.globals }),
    parameters: { demo: { source } },
  };
}

/**
 * A story for a demo loaded with `import.meta.glob`, which TypeScript does not follow: demos of
 * another date library type-check in a program of their own (tsconfig/README.md). `demos` and
 * `sources` are the folder's two globs (default exports, and `?demo` sources); `file` is the key.
 */
export function globbedDemoStory(demos: Record<string, React.ComponentType>, sources: Record<string, DemoSource>, file: string) {
  const component = demos[file];
  const source = sources[file];
  if (!component || !source) {
    const known = Object.keys(demos).join(', ') || 'none';
    throw new Error(`globbedDemoStory: no demo "${file}" in the globbed files (found: ${known})`);
  }
  return demoStory(component, source);
}
