/**
 * Whether a new build of the docs waits, and what "Reload" does then: set by the worker's registration
 * (register.ts), read by the shell, which shows the notice in its own theme, mode and direction.
 */
export type ApplyUpdate = () => void;

export interface UpdateOffer {
  subscribe(listener: () => void): () => void;
  get(): ApplyUpdate | null;
  set(apply: ApplyUpdate | null): void;
}

export function createUpdateOffer(): UpdateOffer {
  let current: ApplyUpdate | null = null;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => current,
    set(apply) {
      if (apply === current) return;
      current = apply;
      listeners.forEach((listener) => listener());
    },
  };
}

/** The page's one offer. */
export const updateOffer = createUpdateOffer();
