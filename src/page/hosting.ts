import { SHELL_FRAME_NAME } from '../bridge/protocol.ts';

/**
 * True when this preview runs inside the reader shell's content frame. Read synchronously from
 * the frame's name so that the first render already knows (no flash of the page header).
 */
export function isHostedByShell(): boolean {
  return typeof window !== 'undefined' && window.name === SHELL_FRAME_NAME;
}

/**
 * For the preview's <head>: marks the document as hosted before anything renders (the same test
 * as `isHostedByShell`), and keeps Storybook's loading skeleton invisible there: the shell shows its
 * own loading bar, and the skeleton would only flash and shift as fonts arrive.
 */
export function hostedPreviewHeadHtml(): string {
  return [
    `<script>if (window.name === ${JSON.stringify(SHELL_FRAME_NAME)}) document.documentElement.classList.add('docs-hosted');</script>`,
    '<style>.docs-hosted .sb-preparing-docs, .docs-hosted .sb-preparing-story { visibility: hidden; }</style>',
  ].join('\n');
}
