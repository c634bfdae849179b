/** ⌘K on Apple platforms, Ctrl+K elsewhere. */
export function isApplePlatform(navigatorLike: { platform?: string; userAgent?: string } | undefined): boolean {
  return /Mac|iPhone|iPad|iPod/.test(`${navigatorLike?.platform ?? ''} ${navigatorLike?.userAgent ?? ''}`);
}

export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey'>, apple: boolean): boolean {
  return typeof event.key === 'string' && event.key.toLowerCase() === 'k' && !event.altKey && !event.shiftKey && (apple ? event.metaKey : event.ctrlKey);
}

const openListeners = new Set<() => void>();

/** Asks the shell's search to open: the shortcut pressed with the focus inside the content frame (over the bridge). */
export function requestSearchOpen(): void {
  openListeners.forEach((listener) => listener());
}

/** The search dialog listens for open requests; returns the unsubscribe. */
export function onSearchOpenRequest(listener: () => void): () => void {
  openListeners.add(listener);
  return () => openListeners.delete(listener);
}

/**
 * Inside the content frame: the shortcut opens the shell's search (the frame has the focus, so the
 * shell never sees the key). Returns the uninstall.
 */
export function forwardSearchShortcut(target: Window, open: () => void, navigatorLike: Navigator | undefined = globalThis.navigator): () => void {
  const apple = isApplePlatform(navigatorLike);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isSearchShortcut(event, apple)) return;
    event.preventDefault();
    open();
  };
  target.addEventListener('keydown', onKeyDown);
  return () => target.removeEventListener('keydown', onKeyDown);
}
