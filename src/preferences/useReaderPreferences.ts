import * as React from 'react';
import { useColorScheme } from '@mui/material/styles';
import { parseGlobal, type ColorScheme, type DocsGlobals } from './globals';
import { applyDocumentPreferences } from './document';
import { documentCookies, writeCodePreferenceCookies } from './codePreferences';
import { applyThemeColor, loadReaderPreferences, saveLayoutPreferences } from './readerPreferences';
import { browserStorage } from './storage';

/** The stored preferences, read once per page load (defaults while prerendering). */
function loadOnce(): DocsGlobals {
  return loadReaderPreferences({
    storage: browserStorage,
    hash: typeof window === 'undefined' ? '' : window.location.hash,
    cookieHeader: typeof document === 'undefined' ? '' : documentCookies(document),
  });
}

export interface ReaderPreferences {
  preferences: DocsGlobals;
  /** The scheme shown: the chosen mode, or the OS preference for `system`. */
  scheme: ColorScheme;
  setPreferences: (update: Partial<DocsGlobals>) => void;
}

/**
 * The reader's five preferences in the shell. The colour mode is MUI's colour scheme manager
 * (`mui-mode`, follows the OS live, syncs across tabs); the rest are kept as documented in
 * readerPreferences. Every change is applied to the document (body class, `dir`, theme colour).
 * Must be rendered inside MUI's ThemeProvider with colour schemes.
 */
export function useReaderPreferences(): ReaderPreferences {
  const { mode, setMode, colorScheme, systemMode } = useColorScheme();
  const [initial] = React.useState(loadOnce);
  const [layoutAndCode, setLayoutAndCode] = React.useState(() => {
    const { colorMode: _colorMode, ...rest } = initial;
    return rest;
  });
  // MUI passes a stored value through as it is; garbage counts as "not chosen".
  const colorMode = parseGlobal('colorMode', mode) ?? initial.colorMode;
  React.useEffect(() => {
    if (mode !== undefined && parseGlobal('colorMode', mode) === null) setMode('system');
  }, [mode, setMode]);
  const preferences = React.useMemo(() => ({ colorMode, ...layoutAndCode }), [colorMode, layoutAndCode]);
  const scheme: ColorScheme = colorMode === 'system' ? (systemMode ?? colorScheme ?? 'light') : colorMode;

  // The first load may come from a source link's hash: keep it, as every later change.
  React.useEffect(() => writeCodePreferenceCookies(document, initial), [initial]);

  React.useEffect(() => {
    applyDocumentPreferences(document, { scheme, direction: preferences.direction });
    applyThemeColor(document, colorMode);
  }, [scheme, colorMode, preferences.direction]);

  const setPreferences = React.useCallback(
    (update: Partial<DocsGlobals>) => {
      const { colorMode: nextMode, ...rest } = update;
      if (nextMode) setMode(nextMode);
      if (Object.keys(rest).length === 0) return;
      setLayoutAndCode((current) => {
        const next = { ...current, ...rest };
        if (Object.entries(rest).every(([name, value]) => current[name as keyof typeof current] === value)) return current;
        saveLayoutPreferences(browserStorage, next);
        writeCodePreferenceCookies(document, next);
        return next;
      });
    },
    [setMode],
  );

  return { preferences, scheme, setPreferences };
}
