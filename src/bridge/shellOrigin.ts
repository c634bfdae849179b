import { pickValidGlobals, defaultGlobals, type DocsGlobals } from '../preferences/globals';
import type { SafeStorage } from '../preferences/storage';

type FrameWindow = Pick<Window, 'location' | 'document'>;

/**
 * Origin of the shell page hosting this preview. The browser states it (`ancestorOrigins`, or the
 * referrer where that is missing); the preview's `frame-ancestors` header lets only the site's own
 * origins embed it, so the preview answers to no one else.
 */
export function shellOrigin(win: FrameWindow = window): string {
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0 && ancestors[0] !== 'null') return ancestors[0];
  try {
    if (win.document.referrer) return new URL(win.document.referrer).origin;
  } catch {
    // An unparseable referrer: fall back to our own origin.
  }
  return win.location.origin;
}

/** Whether the shell is on another origin than this preview (`DOCS_PREVIEW_ORIGIN`). */
export function isCrossOriginShell(win: FrameWindow = window): boolean {
  return shellOrigin(win) !== win.location.origin;
}

/** Storage key of the reader's preferences as the shell last sent them, kept by a cross-origin preview. */
export const HOSTED_GLOBALS_KEY = 'docs-hosted-globals';

/**
 * A preview on another origin cannot read the shell's storage and cookies, so it keeps the
 * preferences the shell sends it: the next page load starts in the reader's mode and direction.
 */
export function rememberShellGlobals(storage: SafeStorage, globals: Partial<DocsGlobals>): void {
  storage.set(HOSTED_GLOBALS_KEY, JSON.stringify(globals));
}

export function rememberedShellGlobals(storage: SafeStorage): DocsGlobals {
  let stored: unknown = null;
  try {
    stored = JSON.parse(storage.get(HOSTED_GLOBALS_KEY) ?? 'null');
  } catch {
    // Garbage: the defaults.
  }
  return { ...defaultGlobals, ...pickValidGlobals(stored) };
}
