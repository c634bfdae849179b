import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import type {} from '@mui/x-charts/themeAugmentation';
import type { ColorScheme, Direction } from '../preferences/globals';
import { breakpoints, durations } from './brand';

export interface DemoThemeOptions {
  scheme: ColorScheme;
  direction: Direction;
  dense: boolean;
  /** Screenshots and reduced-motion readers: no transitions, no ripples. */
  reducedMotion?: boolean;
}

/** Dense density: small buttons, inputs and tables, compact data grid rows. */
export const highDensity: ThemeOptions = {
  components: {
    MuiButton: { defaultProps: { size: 'small' } },
    MuiIconButton: { defaultProps: { size: 'small' } },
    MuiFab: { defaultProps: { size: 'small' } },
    MuiToggleButton: { defaultProps: { size: 'small' } },
    MuiTable: { defaultProps: { size: 'small' } },
    MuiTextField: { defaultProps: { size: 'small', margin: 'dense' } },
    MuiFormControl: { defaultProps: { size: 'small', margin: 'dense' } },
    MuiInputBase: { defaultProps: { size: 'small', margin: 'dense' } },
    MuiFilledInput: { defaultProps: { size: 'small', margin: 'dense' } },
    MuiOutlinedInput: { defaultProps: { size: 'small', margin: 'dense' } },
    MuiInputLabel: { defaultProps: { size: 'small', margin: 'dense' } },
    MuiFormHelperText: { defaultProps: { margin: 'dense' } },
    MuiListItem: { defaultProps: { dense: true } },
    MuiToolbar: { defaultProps: { variant: 'dense' } },
    MuiDataGrid: { defaultProps: { density: 'compact' } },
  },
};

const noMotion: ThemeOptions = {
  transitions: { create: () => 'none' },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    // Every chart's data provider (the Pro ones use the same theme name) takes its animation
    // setting from here: demos animate for readers and stand still for screenshots, with no
    // `skipAnimation` in their code.
    MuiChartDataProvider: { defaultProps: { skipAnimation: true } },
  },
};

/**
 * The theme demos render with: the library's default theme (radius 4, Roboto) in the reader's
 * mode, direction and density, which is what a user of the library gets out of the box.
 */
export function createDemoTheme({ scheme, direction, dense, reducedMotion = false }: DemoThemeOptions): Theme {
  return createTheme(
    {
      direction,
      breakpoints: { values: breakpoints },
      transitions: { duration: durations },
      palette: { mode: scheme },
      components: {
        // Without it the grid probes `new Function` once to compile filters, which the site's
        // security policy refuses (and reports); the grid's interpreted filters are what it then uses anyway.
        MuiDataGrid: { defaultProps: { disableEval: true } },
      },
    },
    dense ? highDensity : {},
    reducedMotion ? noMotion : {},
  );
}
