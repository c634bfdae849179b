// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { themeColor } from '../theme/brand';
import { createSafeStorage } from './storage';
import {
  CHOSEN_THEME_COLOR_ID,
  applyStoredPreferencesOnFirstPaint,
  applyThemeColor,
  firstPaintPreferencesScript,
  loadReaderPreferences,
  saveLayoutPreferences,
} from './readerPreferences';

const memoryStorage = (entries: Record<string, string> = {}) => {
  const map = new Map(Object.entries(entries));
  return createSafeStorage(() => ({ getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) }) as unknown as Storage);
};

describe('loadReaderPreferences', () => {
  it('reads storage, hash and cookies', () => {
    const storage = memoryStorage({ 'mui-mode': 'dark', 'docs-direction': 'rtl', 'docs-density': 'dense' });
    expect(loadReaderPreferences({ storage, hash: '#Demo.js', cookieHeader: 'codeStyling=CSS' })).toEqual({
      colorMode: 'dark',
      direction: 'rtl',
      density: 'dense',
      codeVariant: 'JS',
      codeStyling: 'css',
    });
  });

  it('gives defaults for garbage', () => {
    const storage = memoryStorage({ 'mui-mode': '"dark"', 'docs-direction': 'RTL', 'docs-density': '{}' });
    expect(loadReaderPreferences({ storage, hash: '#x', cookieHeader: 'codeVariant=python' })).toEqual({
      colorMode: 'system',
      direction: 'ltr',
      density: 'standard',
      codeVariant: 'TS',
      codeStyling: 'system',
    });
  });

  it('round-trips direction and density', () => {
    const storage = memoryStorage();
    saveLayoutPreferences(storage, { direction: 'rtl', density: 'dense' });
    expect(loadReaderPreferences({ storage, hash: '', cookieHeader: '' })).toMatchObject({ direction: 'rtl', density: 'dense' });
  });
});

function resetHead() {
  document.head.innerHTML = `<meta name="theme-color" content="${themeColor.light}" media="(prefers-color-scheme: light)">
    <meta name="theme-color" content="${themeColor.dark}" media="(prefers-color-scheme: dark)">`;
}
const mediaMetas = () =>
  [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][media]')].map((meta) => meta.content);

describe('applyThemeColor', () => {
  beforeEach(resetHead);

  it('leaves the per-media metas alone and puts the chosen mode first', () => {
    applyThemeColor(document, 'dark');
    const first = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')!;
    expect(first.id).toBe(CHOSEN_THEME_COLOR_ID);
    expect(first.content).toBe(themeColor.dark);
    expect(mediaMetas()).toEqual([themeColor.light, themeColor.dark]);

    applyThemeColor(document, 'light');
    expect(document.querySelectorAll(`#${CHOSEN_THEME_COLOR_ID}`)).toHaveLength(1);
    expect(document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')!.content).toBe(themeColor.light);

    applyThemeColor(document, 'system');
    expect(document.getElementById(CHOSEN_THEME_COLOR_ID)).toBeNull();
    expect(mediaMetas()).toEqual([themeColor.light, themeColor.dark]);
  });
});

describe('first-paint script', () => {
  beforeEach(() => {
    resetHead();
    document.body.className = '';
    document.documentElement.dir = '';
    window.localStorage.clear();
    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
  });

  it('applies the stored mode, direction and theme colour', () => {
    window.localStorage.setItem('mui-mode', 'light');
    window.localStorage.setItem('docs-direction', 'rtl');
    new Function(firstPaintPreferencesScript())();
    expect(document.body.className).toBe('mode-light');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.getElementById(CHOSEN_THEME_COLOR_ID)?.getAttribute('content')).toBe(themeColor.light);
  });

  it('follows the system when nothing is stored, and survives throwing storage', () => {
    vi.spyOn(window.localStorage.__proto__, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    applyStoredPreferencesOnFirstPaint({ mode: 'mui-mode', direction: 'docs-direction', chosenId: CHOSEN_THEME_COLOR_ID, colors: themeColor });
    expect(document.body.className).toBe('mode-dark');
    expect(document.documentElement.dir).toBe('');
    expect(document.getElementById(CHOSEN_THEME_COLOR_ID)).toBeNull();
    vi.restoreAllMocks();
  });
});
