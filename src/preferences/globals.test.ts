import { describe, expect, it } from 'vitest';
import {
  defaultGlobals,
  parseGlobal,
  parseGlobalsParam,
  pickValidGlobals,
  resolveColorScheme,
  sanitizeGlobals,
  toGlobalsParam,
} from './globals';

describe('sanitizeGlobals', () => {
  it('fills defaults and keeps valid values', () => {
    expect(sanitizeGlobals({ colorMode: 'dark', density: 'dense' })).toEqual({
      ...defaultGlobals,
      colorMode: 'dark',
      density: 'dense',
    });
  });

  it('turns garbage into defaults without throwing', () => {
    expect(sanitizeGlobals(null)).toEqual(defaultGlobals);
    expect(sanitizeGlobals('dark')).toEqual(defaultGlobals);
    expect(sanitizeGlobals({ colorMode: 'DARK', direction: 42, codeVariant: ['JS'] })).toEqual(defaultGlobals);
  });

  it('drops unknown names', () => {
    expect(pickValidGlobals({ theme: 'dark', colorMode: 'light' })).toEqual({ colorMode: 'light' });
  });
});

describe('globals URL parameter', () => {
  it('writes only non-default values in Storybook format', () => {
    expect(toGlobalsParam({ ...defaultGlobals, colorMode: 'dark', direction: 'rtl' })).toBe(
      'colorMode:dark;direction:rtl',
    );
    expect(toGlobalsParam(defaultGlobals)).toBe('');
  });

  it('round-trips', () => {
    const globals = { ...defaultGlobals, density: 'dense' as const, codeVariant: 'JS' as const };
    expect(sanitizeGlobals(parseGlobalsParam(toGlobalsParam(globals)))).toEqual(globals);
  });

  it('ignores malformed pairs', () => {
    expect(parseGlobalsParam('colorMode:dark;;direction;:rtl;density:huge;codeStyling:css')).toEqual({
      colorMode: 'dark',
      codeStyling: 'css',
    });
    expect(parseGlobalsParam(null)).toEqual({});
  });
});

describe('resolveColorScheme', () => {
  it('follows the system only in system mode', () => {
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
  });
});

describe('parseGlobal', () => {
  it('gives the value when it is a choice of that global, else null', () => {
    expect(parseGlobal('direction', 'rtl')).toBe('rtl');
    expect(parseGlobal('direction', 'dense')).toBeNull();
    expect(parseGlobal('colorMode', '{"broken"')).toBeNull();
    expect(parseGlobal('codeVariant', null)).toBeNull();
  });
});
