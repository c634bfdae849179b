import type { DocsGlobals } from '../preferences/globals';

/**
 * Chromatic modes: each story is snapshotted once per mode. Declared from the same globals the
 * toolbar sets, so a mode is exactly what a reader can choose. `system` is not a mode: the
 * snapshot browser's OS preference would make it ambiguous.
 */
export const chromaticModes: Record<string, Partial<DocsGlobals>> = {
  light: { colorMode: 'light' },
  dark: { colorMode: 'dark' },
  rtl: { colorMode: 'light', direction: 'rtl' },
  dense: { colorMode: 'light', density: 'dense' },
};
