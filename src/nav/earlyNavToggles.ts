/**
 * Nav groups open and close from the first paint. With a preview on the shell's origin the shell
 * hydrates only after the preview's first render (they share one main thread), so until then a
 * click on a prerendered group toggles it here, in the DOM, and the app starts from the state the
 * reader left it in (`navGroupOpenedBeforeHydration`) instead of replaying the click later.
 */
export const NAV_GROUP_SELECTOR = 'button.nav-group[aria-controls]';

const stateBeforeHydration = new Map<string, boolean>();

/** Starts toggling prerendered nav groups on click; returns the function that stops it (call it right before hydrating). */
export function toggleNavGroupsBeforeHydration(doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.(NAV_GROUP_SELECTOR);
    const list = button ? doc.getElementById(button.getAttribute('aria-controls') ?? '') : null;
    if (!button || !list) return;
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    list.hidden = !open;
    stateBeforeHydration.set(list.id, open);
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}

/** Whether the reader opened (true) or closed (false) the group with this list id before hydration; undefined if untouched. */
export function navGroupOpenedBeforeHydration(listId: string): boolean | undefined {
  return stateBeforeHydration.get(listId);
}

/** For tests: forget what was toggled. */
export function resetNavGroupsBeforeHydration(): void {
  stateBeforeHydration.clear();
}
