import { describe, expect, it } from 'vitest';
import { fontFallbackCss } from './fontFallbacks';
import { fallbackFontFamily, fontFamily } from './brand';

describe('fontFallbackCss', () => {
  const css = fontFallbackCss();

  it('declares a regular and a bold face for each fallback family the theme names', () => {
    for (const family of Object.values(fallbackFontFamily)) {
      expect(css.match(new RegExp(`font-family: "${family}"`, 'g'))).toHaveLength(2);
    }
    expect(fontFamily.body).toContain(`"${fallbackFontFamily.body}"`);
    expect(fontFamily.demo).toContain(`"${fallbackFontFamily.demo}"`);
    expect(css).toContain('font-weight: 100 450;');
    expect(css).toContain('font-weight: 451 900;');
  });

  it('uses Arial or a font with its widths, scaled to the web font', () => {
    expect(css).toContain("local('Liberation Sans')");
    expect(css).toContain("local('Arial Bold')");
    const sizeAdjust = [...css.matchAll(/size-adjust: ([\d.]+)%/g)].map((match) => Number(match[1]));
    expect(sizeAdjust).toHaveLength(4);
    for (const value of sizeAdjust) expect(value).toBeGreaterThan(90), expect(value).toBeLessThan(110);
    expect(css).toMatch(/ascent-override: [\d.]+%; descent-override: [\d.]+%; line-gap-override: [\d.]+%;/);
  });
});
