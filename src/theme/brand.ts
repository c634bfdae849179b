/** Docs brand tokens: hue 210 blues, blue-greys, fonts and layout constants. Values are data. */
const hsl = (hue: number, saturation: number, lightness: number) => `hsl(${hue}, ${saturation}%, ${lightness}%)`;

export const blue = {
  50: hsl(210, 100, 96),
  100: hsl(210, 100, 90),
  200: hsl(210, 100, 80),
  300: hsl(210, 100, 70),
  400: hsl(210, 100, 60),
  500: hsl(210, 100, 45),
  600: hsl(210, 100, 42),
  700: hsl(210, 100, 38),
  800: hsl(210, 100, 30),
  900: hsl(210, 100, 23),
} as const;

export const blueDark = {
  50: hsl(210, 14, 92),
  100: hsl(210, 14, 87),
  200: hsl(210, 14, 72),
  300: hsl(210, 14, 58),
  400: hsl(210, 14, 36),
  500: hsl(210, 14, 28),
  600: hsl(210, 14, 22),
  700: hsl(210, 14, 13),
  800: hsl(210, 14, 9),
  900: hsl(210, 14, 7),
} as const;

export const grey = {
  50: hsl(215, 15, 97),
  100: hsl(215, 15, 92),
  200: hsl(215, 15, 89),
  300: hsl(215, 15, 82),
  400: hsl(215, 15, 75),
  500: hsl(215, 15, 65),
  600: hsl(215, 15, 50),
  700: hsl(215, 15, 40),
  800: hsl(215, 15, 22),
  900: hsl(215, 15, 12),
} as const;

/** `theme-color` meta values per scheme (address bar colour on mobile browsers). */
export const themeColor = { light: blue[600], dark: blueDark[900] } as const;

/**
 * Local fonts sized to the metrics of the web fonts (`fontFallbacks.ts`): the text has its final
 * size before IBM Plex Sans and Roboto arrive, so their swap moves nothing.
 */
export const fallbackFontFamily = { body: 'IBM Plex Sans Fallback', demo: 'Roboto Fallback' } as const;

export const fontFamily = {
  body: `"IBM Plex Sans", "${fallbackFontFamily.body}", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`,
  code: 'Menlo, Consolas, "Droid Sans Mono", "DejaVu Sans Mono", monospace',
  demo: `Roboto, "${fallbackFontFamily.demo}", "Helvetica Neue", Arial, sans-serif`,
} as const;

/** Material motion durations (ms) used by both themes, from the spec. */
export const durations = {
  shortest: 150,
  shorter: 200,
  short: 250,
  standard: 300,
  complex: 375,
  enteringScreen: 225,
  leavingScreen: 195,
} as const;

export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export const layout = {
  headerHeight: 57,
  navDrawerWidth: 300,
  tocWidth: 242,
  contentMaxWidth: '105ch',
  cornerRadius: 12,
  spacingUnit: 8,
} as const;
