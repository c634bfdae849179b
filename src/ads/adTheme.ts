import type { Theme } from '@mui/material/styles';
import { AD_MIN_HEIGHT, AD_MIN_HEIGHT_MOBILE } from './constants';

/** The palette as CSS variables when the theme has them (the shell), else as plain values. */
export function adPalette(theme: Theme) {
  return (theme.vars ?? theme).palette;
}

export function adRadius(theme: Theme): string | number {
  return (theme.vars ?? theme).shape.borderRadius;
}

/**
 * The content of the slot never grows past the reserved height, so an ad filling in (or a
 * third-party placement taller than expected) cannot move the page.
 */
export function boundedHeight(theme: Theme) {
  return {
    boxSizing: 'border-box',
    maxHeight: AD_MIN_HEIGHT_MOBILE,
    overflow: 'hidden',
    [theme.breakpoints.up('sm')]: { maxHeight: AD_MIN_HEIGHT },
  } as const;
}

/** Text cut after `lines` lines. */
export function clampLines(lines: number) {
  return { display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' } as const;
}
