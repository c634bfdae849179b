import type { Theme } from '@mui/material/styles';
import { createDocsCssVarsTheme } from '../../src/theme/createDocsTheme';

import type { Direction } from '../../src/preferences/globals';

/** The shell's theme; one instance shared by the prerenderer and the client. */
export const shellTheme = createDocsCssVarsTheme('ltr');
const rtlShellTheme = createDocsCssVarsTheme('rtl');

export function shellThemeFor(direction: Direction) {
  return direction === 'rtl' ? rtlShellTheme : shellTheme;
}

type ThemeVars = NonNullable<Theme['vars']>;

/** CSS variables of the shell theme (always defined: the shell theme is built with `cssVariables`). */
export function vars(theme: Theme): ThemeVars {
  return theme.vars as ThemeVars;
}
