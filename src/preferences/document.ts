import type { ColorScheme, Direction } from './globals';

/**
 * Applies the resolved scheme and direction to a document: `dir` on <html>, a `mode-light` /
 * `mode-dark` class on <body>, and the `color-scheme` used by form controls and scrollbars.
 */
export function applyDocumentPreferences(
  doc: Document,
  { scheme, direction }: { scheme: ColorScheme; direction: Direction },
): void {
  doc.documentElement.dir = direction;
  doc.documentElement.style.colorScheme = scheme;
  doc.body.classList.toggle('mode-dark', scheme === 'dark');
  doc.body.classList.toggle('mode-light', scheme === 'light');
}
