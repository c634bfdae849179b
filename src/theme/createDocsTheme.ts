import { createTheme, alpha, type Theme, type ThemeOptions, type PaletteOptions } from '@mui/material/styles';
import type { ColorScheme, Direction } from '../preferences/globals';
import { blue, blueDark, breakpoints, durations, fontFamily, grey, layout } from './brand';

export interface DocsThemeOptions {
  scheme: ColorScheme;
  direction: Direction;
}

/** Brand palette of one scheme (primary hue 210, blue-grey dark surfaces). */
export function docsPalette(scheme: ColorScheme): PaletteOptions {
  const dark = scheme === 'dark';
  return {
    mode: scheme,
    primary: dark
      ? { light: blue[300], main: blue[400], dark: blue[700], contrastText: blueDark[900] }
      : { light: blue[300], main: blue[600], dark: blue[800], contrastText: '#fff' },
    // Premium labels are small text: the light scheme's orange is darkened to a 4.5:1 contrast on white.
    warning: dark
      ? { light: '#ffb74d', main: '#ffa726', dark: '#e65100', contrastText: blueDark[900] }
      : { light: '#ffb74d', main: '#a64b00', dark: '#8a3e00', contrastText: '#fff' },
    divider: dark ? alpha(blueDark[500], 0.5) : grey[200],
    background: dark ? { default: blueDark[900], paper: blueDark[800] } : { default: '#fff', paper: '#fff' },
    text: dark ? { primary: '#fff', secondary: grey[400] } : { primary: grey[900], secondary: grey[700] },
    grey,
  };
}

/** Everything but the palette: shape, spacing, breakpoints, motion, typography, overrides. */
function docsThemeBase(direction: Direction): ThemeOptions {
  return {
    direction,
    breakpoints: { values: breakpoints },
    spacing: layout.spacingUnit,
    shape: { borderRadius: layout.cornerRadius },
    transitions: { duration: durations },
    typography: {
      fontFamily: fontFamily.body,
      h1: { fontSize: 'clamp(2.25rem, 1.4rem + 2.4vw, 3rem)', fontWeight: 600, lineHeight: 1.2, letterSpacing: '-0.2px' },
      h2: { fontSize: 'clamp(1.5rem, 0.96rem + 1.43vw, 2rem)', fontWeight: 600, lineHeight: 1.3 },
      h3: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.4 },
      h4: { fontSize: '1.125rem', fontWeight: 600 },
      body1: { fontSize: '1rem', lineHeight: 1.6 },
      body2: { fontSize: '0.875rem', lineHeight: 1.5 },
      button: { textTransform: 'none', fontWeight: 600 },
      fontWeightBold: 700,
    },
    components: {
      MuiButtonBase: { defaultProps: { disableTouchRipple: true } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiChip: { styleOverrides: { sizeSmall: { fontWeight: 600, fontSize: '0.6875rem', height: 20 } } },
    },
  };
}

/** The docs brand theme for one scheme (radius 12, hue 210): page prose and code panels in the preview. */
export function createDocsTheme({ scheme, direction }: DocsThemeOptions): Theme {
  return createTheme({ ...docsThemeBase(direction), palette: docsPalette(scheme) });
}

/**
 * The docs brand theme with both schemes as CSS variables, for the prerendered shell: the page's
 * styles are the same for every reader and an inline script picks the scheme before first paint.
 */
export function createDocsCssVarsTheme(direction: Direction): Theme {
  return createTheme({
    ...docsThemeBase(direction),
    cssVariables: { colorSchemeSelector: 'data-mui-color-scheme', cssVarPrefix: 'docs' },
    colorSchemes: { light: { palette: docsPalette('light') }, dark: { palette: docsPalette('dark') } },
  });
}
