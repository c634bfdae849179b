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
const MOUNT_MARGIN_PX = 800;

const mountAllListeners = new Set<() => void>();
let mountedAll = false;

/** Mounts every demo of the page now (print, find-in-page, a test). Later demos mount at once too. */
export function mountAllDemos(): void {
  mountedAll = true;
  // Synchronously, so the print layout and the find bar see the demos.
  flushSync(() => mountAllListeners.forEach((listener) => listener()));
}


// Bumped when the reader leaves a page: its demos that have not mounted yet stay unmounted (a
// demo that starts rendering while its page is torn down makes Storybook reload the preview).
let pageGeneration = 0;

/**
 * The reader is leaving the current page: its remaining demos stay unmounted, and the next page
 * starts lazy again (find-in-page on this page does not mount the next one's demos).
 */
export function leaveCurrentPage(): void {
  pageGeneration += 1;
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
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined' || typeof ResizeObserver === 'undefined') return true;
  try {
    return isChromatic();
  } catch {
    return false;
  }
}

/** The part of the page the reader sees, in the preview document's coordinates. */
export interface VisibleBand {
  top: number;
  height: number;
}

// Hosted by the shell, the preview frame is as tall as its content and the reader scrolls the
// shell, so the preview cannot see what is on screen: the shell reports it (the same band the
// overlays use). An IntersectionObserver in the frame does not apply its margin to the reader's
// window, and cannot see it at all once the preview is on its own origin.
let visibleBand: VisibleBand | null = null;
const bandListeners = new Set<() => void>();

/** The shell reported where the reader is; demos near that band mount. */
export function setVisibleBand(band: VisibleBand): void {
  visibleBand = band;
  bandListeners.forEach((listener) => listener());
}

/** Whether an element is rendered and within the margin of the band the shell reported. */
export function isNearBand(element: HTMLElement, band: VisibleBand | null): boolean {
  if (!band || element.getClientRects().length === 0) return false;
  const rect = element.getBoundingClientRect();
  const top = rect.top + window.scrollY;
  return top < band.top + band.height + MOUNT_MARGIN_PX && top + rect.height > band.top - MOUNT_MARGIN_PX;
}

/**
 * Calls `onNear` once `target` comes within MOUNT_MARGIN_PX of what the reader sees: the frame's own
 * viewport in Storybook, the band the shell reports when hosted. Returns the cleanup.
 */
function observeNearReader(target: HTMLElement, onNear: () => void): () => void {
  const checkBand = () => {
    if (isNearBand(target, visibleBand)) onNear();
  };
  bandListeners.add(checkBand);
  // Storybook renders a page hidden and shows it when done: the element getting a size is the
  // moment it can be placed against the band.
  const sized = new ResizeObserver(checkBand);
  sized.observe(target);
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) onNear();
  }, { rootMargin: `${MOUNT_MARGIN_PX}px 0px` });
  observer.observe(target);
  return () => {
    bandListeners.delete(checkBand);
    sized.disconnect();
    observer.disconnect();
  };
}

/**
 * `mounted` turns true once the element comes within MOUNT_MARGIN_PX of what the reader sees, when
 * every demo mounts (print, find-in-page), or at once when `eager`. It never turns back: a demo
 * keeps its state once shown.
 */
export function useLazyMount(element: React.RefObject<HTMLElement | null>, eager: boolean): { mounted: boolean; mount: () => void } {
  const [mounted, setMounted] = React.useState(() => eager || mountedAll || mountsEagerly());
  const [generation] = React.useState(pageGeneration);
  const mount = React.useCallback(() => {
    if (generation === pageGeneration) setMounted(true);
  }, [generation]);

  React.useEffect(() => {
    if (mounted) return undefined;
    const target = element.current;
    if (!target) {
      mount();
      return undefined;
    }
    installGlobalTriggers();
    mountAllListeners.add(mount);
    const stopObserving = observeNearReader(target, mount);
    return () => {
      mountAllListeners.delete(mount);
      stopObserving();
    };
  }, [element, mount, mounted]);

  return { mounted, mount };
}

/**
 * Whether the element has come near what the reader sees (once true, it stays true), for work
 * that only matters on screen, such as colouring a code panel's tokens. Unlike a demo, it does not
 * follow find-in-page (the text is there either way), only print and Chromatic snapshots.
 */
export function useNearReader(element: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = React.useState(() => mountsEagerly());
  React.useEffect(() => {
    if (near) return undefined;
    const target = element.current;
    const show = () => setNear(true);
    if (!target) {
      show();
      return undefined;
    }
    // Synchronously, so the print layout has the colours.
    const showForPrint = () => flushSync(show);
    window.addEventListener('beforeprint', showForPrint);
    const stopObserving = observeNearReader(target, show);
    return () => {
      window.removeEventListener('beforeprint', showForPrint);
      stopObserving();
    };
  }, [element, near]);
  return near;
}
