// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyDocumentPreferences } from './document';

describe('applyDocumentPreferences', () => {
  it('sets dir, body class and color-scheme, and switches back', () => {
    applyDocumentPreferences(document, { scheme: 'dark', direction: 'rtl' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.body.classList.contains('mode-dark')).toBe(true);
    expect(document.body.classList.contains('mode-light')).toBe(false);
    expect(document.documentElement.style.colorScheme).toBe('dark');

    applyDocumentPreferences(document, { scheme: 'light', direction: 'ltr' });
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.body.className).toBe('mode-light');
  });
});
