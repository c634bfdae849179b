/** Ctrl/⌘+F and F3 open the browser's find bar (which can only find text that is in the page). */
export function isFindShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  return event.key === 'F3' || ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'f');
}
