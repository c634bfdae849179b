import { SHELL_FRAME_NAME } from '../bridge/protocol';

/**
 * True when this preview runs inside the reader shell's content frame. Read synchronously from
 * the frame's name so that the first render already knows (no flash of the page header).
 */
export function isHostedByShell(): boolean {
  return typeof window !== 'undefined' && window.name === SHELL_FRAME_NAME;
}
