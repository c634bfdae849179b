import { describe, expect, it } from 'vitest';
import type {} from '@mui/x-charts/themeAugmentation';
import { createDemoTheme, createDocsTheme, getEmotionCache } from './index';
import { getContrastRatio } from '@mui/material/styles';
import { docsPalette } from './createDocsTheme';

describe('createDocsTheme', () => {
  it('carries the brand constants', () => {
    const theme = createDocsTheme({ scheme: 'light', direction: 'ltr' });
    expect(theme.shape.borderRadius).toBe(12);
    expect(theme.spacing(1)).toBe('8px');
    expect(theme.palette.primary.main).toBe('hsl(210, 100%, 42%)');
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(theme.transitions.duration).toMatchObject({ shortest: 150, complex: 375, leavingScreen: 195 });
  });

  it('switches palette and direction', () => {
    const theme = createDocsTheme({ scheme: 'dark', direction: 'rtl' });
    expect(theme.palette.mode).toBe('dark');
    expect(theme.direction).toBe('rtl');
    expect(theme.palette.background.default).toBe('hsl(210, 14%, 7%)');
  });
});

describe('createDemoTheme', () => {
  it('is the library default theme (radius 4)', () => {
    const theme = createDemoTheme({ scheme: 'light', direction: 'ltr', dense: false });
    expect(theme.shape.borderRadius).toBe(4);
    expect(theme.components?.MuiButton).toBeUndefined();
  });

  it('applies small sizes and a compact grid when dense', () => {
    const theme = createDemoTheme({ scheme: 'dark', direction: 'ltr', dense: true });
    expect(theme.components?.MuiButton?.defaultProps?.size).toBe('small');
    expect(theme.components?.MuiTable?.defaultProps?.size).toBe('small');
    expect(theme.components?.MuiOutlinedInput?.defaultProps?.size).toBe('small');
    expect(theme.components?.MuiDataGrid?.defaultProps?.density).toBe('compact');
  });

  it('removes motion for screenshots', () => {
    const theme = createDemoTheme({ scheme: 'light', direction: 'ltr', dense: false, reducedMotion: true });
    expect(theme.transitions.create('opacity')).toBe('none');
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    // Charts (free and Pro) read it from their data provider's theme props.
    expect(theme.components?.MuiChartDataProvider?.defaultProps?.skipAnimation).toBe(true);
  });

  it("keeps the data grid from compiling filters with eval, which the site's security policy refuses", () => {
    for (const dense of [false, true]) {
      const theme = createDemoTheme({ scheme: 'dark', direction: 'rtl', dense });
      expect(theme.components?.MuiDataGrid?.defaultProps?.disableEval).toBe(true);
    }
    expect(createDemoTheme({ scheme: 'light', direction: 'ltr', dense: true }).components?.MuiDataGrid?.defaultProps?.density).toBe('compact');
  });

  it('keeps chart animations for readers who did not ask for less motion', () => {
    const theme = createDemoTheme({ scheme: 'light', direction: 'ltr', dense: false });
    expect(theme.components?.MuiChartDataProvider).toBeUndefined();
  });
});

describe('getEmotionCache', () => {
  it('keeps one cache per scope and direction', () => {
    expect(getEmotionCache('demo', 'rtl')).toBe(getEmotionCache('demo', 'rtl'));
    expect(getEmotionCache('demo', 'rtl').key).toBe('demo-rtl');
    expect(getEmotionCache('docs', 'ltr').key).toBe('docs');
  });
});

describe('createDocsCssVarsTheme', () => {
  it('holds both schemes as CSS variables selected by a data attribute', async () => {
    const { createDocsCssVarsTheme } = await import('./index');
    const theme = createDocsCssVarsTheme('ltr') as ReturnType<typeof createDocsCssVarsTheme> & {
      colorSchemes: Record<string, unknown>;
    };
    expect(Object.keys(theme.colorSchemes)).toEqual(['light', 'dark']);
    expect(theme.vars?.palette.primary.main).toMatch(/^var\(--docs-palette-primary-main/);
    expect(theme.shape.borderRadius).toBe(12);
  });
});

describe('plan label colours', () => {
  it('keep small label text at 4.5:1 or more on the page background in both schemes', () => {
    const light = docsPalette('light') as { warning: { main: string; dark: string }; primary: { main: string; dark: string } };
    for (const colour of [light.warning.main, light.warning.dark, light.primary.main]) expect(getContrastRatio(colour, '#fff')).toBeGreaterThanOrEqual(4.5);
    const dark = docsPalette('dark') as { warning: { light: string; main: string }; background: { default: string } };
    for (const colour of [dark.warning.light, dark.warning.main]) expect(getContrastRatio(colour, dark.background.default)).toBeGreaterThanOrEqual(4.5);
  });
});
