/**
 * Keys typed between ⌘K and the dialog's input appearing (its code still loading on a slow page):
 * kept, and handed to the input when it mounts, rather than lost or scrolling the page (Space).
 * Listening stops after `maxMs` (what was typed is kept): a dialog that never comes must not
 * swallow the page's keys.
 */
export interface TypeAhead {
  /** Stops listening and returns what was typed. */
  take: () => string;
}

export function captureTypeAhead(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, maxMs = 3000): TypeAhead {
  let text = '';
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    if (event.key.length === 1) text += event.key;
    else if (event.key === 'Backspace') text = text.slice(0, -1);
    else return;
    event.preventDefault();
  };
  target.addEventListener('keydown', onKeyDown, true);
  const stop = () => target.removeEventListener('keydown', onKeyDown, true);
  const timer = setTimeout(stop, maxMs);
  return {
    take() {
      clearTimeout(timer);
      stop();
      const typed = text;
      text = '';
      return typed;
    },
  };
}
