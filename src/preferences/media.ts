import { useSyncExternalStore } from 'react';

function subscribeToQuery(query: string) {
  return (onChange: () => void) => {
    if (typeof window === 'undefined' || !window.matchMedia) return () => {};
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}

function matches(query: string): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.(query).matches);
}

/** Live media query result; `serverValue` is used while prerendering. */
export function useMediaQueryMatch(query: string, serverValue = false): boolean {
  return useSyncExternalStore(subscribeToQuery(query), () => matches(query), () => serverValue);
}

export const PREFERS_DARK = '(prefers-color-scheme: dark)';
export const PREFERS_REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** True when the OS asks for a dark scheme; follows live changes. */
export function usePrefersDark(): boolean {
  return useMediaQueryMatch(PREFERS_DARK);
}

/** Reduced motion for readers who ask for it and for automated browsers (stable screenshots). */
export function useReducedMotion(): boolean {
  const prefersReduced = useMediaQueryMatch(PREFERS_REDUCED_MOTION);
  return prefersReduced || (typeof navigator !== 'undefined' && navigator.webdriver === true);
}
