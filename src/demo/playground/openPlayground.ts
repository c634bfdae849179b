import type { DemoSource } from '../source/types';
import type { CodeStyling, CodeVariant } from '../../preferences/globals';
import { flattenDemoFiles } from '../sandbox/project';
import { playgroundUrl, type PlaygroundFile } from './sharedCode';

/**
 * The demo's files as the playground takes them: the variant and styling the reader is looking
 * at, flattened beside the demo. Tailwind needs a build step the playground does not have, so a
 * Tailwind demo opens in its MUI System styling.
 */
export function playgroundFilesOf(source: DemoSource, { styling, variant }: { styling: CodeStyling; variant: CodeVariant }): PlaygroundFile[] {
  const styleSource = styling === 'tailwind' ? source.styles.system : (source.styles[styling] ?? source.styles.system);
  return flattenDemoFiles(styleSource[variant === 'JS' ? 'js' : 'ts']).map(({ path, code }) => ({ name: path.replace(/^src\//, ''), code }));
}

/** The site's origin as seen from the preview: the page framing it (the shell or Storybook's UI), else its own. */
function siteOrigin(win: Window): string {
  return win.location.ancestorOrigins?.[0] ?? win.location.origin;
}

/** Opens the demo in the playground, in a new tab (the reader keeps their place in the docs). */
export function openInPlayground(source: DemoSource, choice: { styling: CodeStyling; variant: CodeVariant }, win: Window = window): void {
  win.open(playgroundUrl(playgroundFilesOf(source, choice), siteOrigin(win)), '_blank', 'noopener');
}
