import * as React from 'react';
import { flushSync } from 'react-dom';
import isChromatic from 'chromatic/isChromatic';
import { isFindShortcut } from './findInPage';

/**
 * Demos mount when they come near the reader's viewport: a page with eight data grids renders the
 * one on screen, not all eight. Until then a demo keeps its measured height (nothing shifts).
 * Everything mounts at once for print, for find-in-page (Ctrl/⌘+F, F3: the browser can only find
 * text that is there), in Chromatic and when a demo opts out (`parameters.demo.lazy: false`).
 */

/** How far outside the viewport a demo starts mounting: about one screen ahead of the reader. */
export const MOUNT_MARGIN = '800px 0px';

const mountAllListeners = new Set<() => void>();
let mountedAll = false;

/** Mounts every demo of the page now (print, find-in-page, a test). Later demos mount at once too. */
export function mountAllDemos(): void {
  mountedAll = true;
  // Synchronously, so the print layout and the find bar see the demos.
  flushSync(() => mountAllListeners.forEach((listener) => listener()));
}


/** A new docs page starts lazy again (find-in-page on the last page does not mount the next one's demos). */
export function resetLazyMounting(): void {
  mountedAll = false;
}

let globalTriggersInstalled = false;
function installGlobalTriggers(): void {
  if (globalTriggersInstalled || typeof window === 'undefined') return;
  globalTriggersInstalled = true;
  window.addEventListener('beforeprint', mountAllDemos);
  window.addEventListener('keydown', (event) => {
    if (isFindShortcut(event)) mountAllDemos();
  });
}

/** Whether demos should mount eagerly in this environment (Chromatic snapshots, no IntersectionObserver). */
export function mountsEagerly(): boolean {
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') return true;
  try {
    return isChromatic();
  } catch {
    return false;
  }
}

/**
 * `mounted` turns true once the element comes within MOUNT_MARGIN of the viewport (for a preview
 * in the shell's frame that is the reader's window: the observer's implicit root is the top-level
 * viewport), or at once when `eager`. It never turns back: a demo keeps its state once shown.
 */
export function useLazyMount(element: React.RefObject<HTMLElement | null>, eager: boolean): { mounted: boolean; mount: () => void } {
  const [mounted, setMounted] = React.useState(() => eager || mountedAll || mountsEagerly());
  const mount = React.useCallback(() => setMounted(true), []);

  React.useEffect(() => {
    if (mounted) return undefined;
    installGlobalTriggers();
    mountAllListeners.add(mount);
    const target = element.current;
    const observer = target
      ? new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) mount();
        }, { rootMargin: MOUNT_MARGIN })
      : null;
    if (target) observer!.observe(target);
    else mount();
    return () => {
      mountAllListeners.delete(mount);
      observer?.disconnect();
    };
  }, [element, mount, mounted]);

  return { mounted, mount };
}

/** One measured size of a demo's canvas: its height at a canvas width. */
export type DemoHeight = readonly [width: number, height: number];

/**
 * The height to reserve for a demo canvas of `width`: the measurement at the nearest width (demos
 * that wrap are taller when narrow). `null` when the demo was never measured.
 */
export function reservedHeight(measured: readonly DemoHeight[] | undefined, width: number): number | null {
  if (!measured || measured.length === 0) return null;
  let best = measured[0];
  for (const candidate of measured) if (Math.abs(candidate[0] - width) < Math.abs(best[0] - width)) best = candidate;
  return best[1];
}
