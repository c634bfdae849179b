import * as React from 'react';

/** How long the "Copied" confirmation stays, in ms (within the 1.2–2 s readers expect). */
export const COPIED_FEEDBACK_MS = 1500;

export type CopyStatus = 'idle' | 'copied' | 'denied';

/** Writes text to the clipboard; resolves `false` when the browser refuses (permissions, no API). */
export async function writeToClipboard(text: string, clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard): Promise<boolean> {
  if (!clipboard?.writeText) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Copy with feedback: `copied` (with what was copied) for COPIED_FEEDBACK_MS, or `denied` (kept
 * until the next attempt) so the reader is told instead of left with a silent failure.
 */
export function useClipboardCopy<What extends string>(feedbackMs = COPIED_FEEDBACK_MS) {
  const [state, setState] = React.useState<{ status: CopyStatus; what: What | null }>({ status: 'idle', what: null });
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  React.useEffect(() => () => clearTimeout(timer.current), []);

  const copy = React.useCallback(
    async (text: string, what: What) => {
      clearTimeout(timer.current);
      const copied = await writeToClipboard(text);
      setState({ status: copied ? 'copied' : 'denied', what });
      if (copied) timer.current = setTimeout(() => setState({ status: 'idle', what: null }), feedbackMs);
    },
    [feedbackMs],
  );
  const reset = React.useCallback(() => setState({ status: 'idle', what: null }), []);
  /** What is showing "copied" right now, if anything. */
  const copied = state.status === 'copied' ? state.what : null;
  return { status: state.status, copied, copy, reset };
}
