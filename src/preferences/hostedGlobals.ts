import { useSyncExternalStore } from 'react';
import { defaultGlobals, pickValidGlobals, type DocsGlobals } from './globals';

export type GlobalsOrigin = 'shell' | 'page';
type Listener = (globals: DocsGlobals, origin: GlobalsOrigin) => void;

/**
 * The display preferences of a preview hosted by the shell. The shell owns them; the page reads
 * them here instead of from Storybook's globals, because a Storybook globals update re-renders
 * every story of a docs page (and reloads the preview when one is still rendering). Demos then
 * follow a change in place, like any React state.
 */
export function createGlobalsStore() {
  let current: DocsGlobals = defaultGlobals;
  const listeners = new Set<Listener>();
  return {
    get: () => current,
    /** Starting values, before the first render. */
    init(globals: DocsGlobals) {
      current = globals;
    },
    update(update: Partial<DocsGlobals>, origin: GlobalsOrigin) {
      const valid = pickValidGlobals(update);
      if (Object.entries(valid).every(([name, value]) => current[name as keyof DocsGlobals] === value)) return;
      current = { ...current, ...valid };
      listeners.forEach((listener) => listener(current, origin));
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const hostedGlobals = createGlobalsStore();

export function useHostedGlobals(): DocsGlobals {
  return useSyncExternalStore(hostedGlobals.subscribe, hostedGlobals.get, hostedGlobals.get);
}
