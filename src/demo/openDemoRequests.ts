import * as React from 'react';
import { demoNameFromHash } from '../preferences/codePreferences';

/**
 * A source link (`…/sorting/#BasicSorting.js`) asks its demo to open its code. The request comes
 * from the shell over the bridge (hosted) or from the preview's own hash (bare preview), and may
 * arrive before or after the demo has mounted.
 */
let pending: string | null = null;
const listeners = new Set<(name: string) => void>();

export function requestOpenDemo(name: string): void {
  pending = name;
  listeners.forEach((listener) => listener(name));
}

/** Calls `onOpen` once when a request names this demo (a request made before mount counts). */
export function useOpenDemoRequest(name: string, onOpen: () => void): void {
  const latest = React.useRef(onOpen);
  latest.current = onOpen;
  React.useEffect(() => {
    const fromHash = typeof window === 'undefined' ? null : demoNameFromHash(window.location.hash);
    if (pending === name || fromHash === name) {
      pending = null;
      latest.current();
    }
    const listener = (requested: string) => {
      if (requested !== name) return;
      pending = null;
      latest.current();
    };
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, [name]);
}
