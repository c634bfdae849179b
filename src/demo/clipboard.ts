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
 * Copy with feedback: `copied` for COPIED_FEEDBACK_MS, or `denied` (kept until the next attempt)
 * so the reader is told instead of left with a silent failure.
 */
export function useClipboardCopy(feedbackMs = COPIED_FEEDBACK_MS) {
  const [status, setStatus] = React.useState<CopyStatus>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  React.useEffect(() => () => clearTimeout(timer.current), []);

  const copy = React.useCallback(
    async (text: string) => {
      clearTimeout(timer.current);
      const copied = await writeToClipboard(text);
      setStatus(copied ? 'copied' : 'denied');
      if (copied) timer.current = setTimeout(() => setStatus('idle'), feedbackMs);
      return copied;
    },
    [feedbackMs],
  );
  const reset = React.useCallback(() => setStatus('idle'), []);
  return { status, copy, reset };
}
