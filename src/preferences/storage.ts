/**
 * Local storage that never throws: a browser with storage disabled (or a full quota) keeps the
 * preferences in memory for the session instead.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

export function createSafeStorage(getStorage: () => Storage | null | undefined): SafeStorage {
  const memory = new Map<string, string>();
  return {
    get(key) {
      if (memory.has(key)) return memory.get(key)!;
      try {
        return getStorage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      memory.set(key, value);
      try {
        getStorage()?.setItem(key, value);
      } catch {
        // Kept in memory.
      }
    },
  };
}

/** The page's local storage, reached lazily: reading `window.localStorage` itself may throw. */
export const browserStorage: SafeStorage = createSafeStorage(() =>
  typeof window === 'undefined' ? undefined : window.localStorage,
);
