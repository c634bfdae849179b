import { themeColor } from '../theme/brand';
import { defaultGlobals, parseGlobal, type ColorMode, type DocsGlobals } from './globals';
import { seedCodePreferences } from './codePreferences';
import type { SafeStorage } from './storage';

/**
 * Where the reader's preferences live on the published site:
 * - colour mode: local storage `mui-mode` (written by MUI's colour scheme manager);
 * - direction and density: local storage, so a reader checking components in RTL or dense sizes
 *   keeps that view across pages and reloads (the settings drawer shows it and resets it);
 * - code variant and styling: cookies, seeded from a source link's hash.
 */
export const COLOR_MODE_KEY = 'mui-mode';
export const COLOR_SCHEME_KEY = 'mui-color-scheme';
export const DIRECTION_KEY = 'docs-direction';
export const DENSITY_KEY = 'docs-density';


/** Everything the shell starts with, from storage, the hash and cookies; garbage gives defaults. */
export function loadReaderPreferences({
  storage,
  hash,
  cookieHeader,
}: {
  storage: SafeStorage;
  hash: string;
  cookieHeader: string;
}): DocsGlobals {
  return {
    colorMode: parseGlobal('colorMode', storage.get(COLOR_MODE_KEY)) ?? defaultGlobals.colorMode,
    direction: parseGlobal('direction', storage.get(DIRECTION_KEY)) ?? defaultGlobals.direction,
    density: parseGlobal('density', storage.get(DENSITY_KEY)) ?? defaultGlobals.density,
    ...seedCodePreferences({ hash, cookieHeader }),
  };
}

export function saveLayoutPreferences(storage: SafeStorage, { direction, density }: Pick<DocsGlobals, 'direction' | 'density'>): void {
  storage.set(DIRECTION_KEY, direction);
  storage.set(DENSITY_KEY, density);
}

/** id of the media-less theme-color meta added while the reader has chosen an explicit mode. */
export const CHOSEN_THEME_COLOR_ID = 'docs-theme-color-chosen';

/**
 * The browser's theme colour. The prerendered page has one meta per `prefers-color-scheme` media,
 * which is right for `system` and is never rewritten. An explicit mode adds a media-less meta in
 * front of them (the first matching one wins); `system` removes it again.
 */
export function applyThemeColor(doc: Document, mode: ColorMode): void {
  let chosen = doc.getElementById(CHOSEN_THEME_COLOR_ID) as HTMLMetaElement | null;
  if (mode === 'system') {
    chosen?.remove();
    return;
  }
  if (!chosen) {
    chosen = doc.createElement('meta');
    chosen.id = CHOSEN_THEME_COLOR_ID;
    chosen.name = 'theme-color';
    const first = doc.head.querySelector('meta[name="theme-color"]');
    doc.head.insertBefore(chosen, first);
  }
  chosen.content = themeColor[mode];
}

/**
 * Runs inline at the top of <body>, before first paint: the stored direction on <html> and the
 * resolved scheme as the body class. Self-contained (it is serialised into the page).
 */
export function applyStoredPreferencesOnFirstPaint(keys: { mode: string; direction: string; chosenId: string; colors: Record<'light' | 'dark', string> }): void {
  let mode: string | null = null;
  let direction: string | null = null;
  try {
    mode = window.localStorage.getItem(keys.mode);
    direction = window.localStorage.getItem(keys.direction);
  } catch {
    // Storage disabled: defaults.
  }
  const systemDark = Boolean(window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  const scheme = mode === 'dark' || (mode !== 'light' && systemDark) ? 'dark' : 'light';
  document.body.classList.add(`mode-${scheme}`);
  if (direction === 'rtl') document.documentElement.dir = 'rtl';
  if (mode === 'light' || mode === 'dark') {
    const meta = document.createElement('meta');
    meta.id = keys.chosenId;
    meta.name = 'theme-color';
    meta.content = keys.colors[mode];
    document.head.insertBefore(meta, document.head.querySelector('meta[name="theme-color"]'));
  }
}

/** The inline script text for the prerendered page. */
export function firstPaintPreferencesScript(): string {
  const keys = { mode: COLOR_MODE_KEY, direction: DIRECTION_KEY, chosenId: CHOSEN_THEME_COLOR_ID, colors: themeColor };
  return `(${applyStoredPreferencesOnFirstPaint.toString()})(${JSON.stringify(keys)});`;
}
