import * as React from 'react';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { createDemoTheme } from '../theme/createDemoTheme';
import { getEmotionCache } from '../theme/emotionCache';
import type { ColorScheme, Direction } from '../preferences/globals';

export interface DemoThemeProviderProps {
  scheme: ColorScheme;
  direction: Direction;
  dense: boolean;
  reducedMotion: boolean;
  children: React.ReactNode;
}

/** Wraps one demo in the library's default theme for the reader's mode, direction and density. */
export function DemoThemeProvider({ scheme, direction, dense, reducedMotion, children }: DemoThemeProviderProps) {
  const theme = React.useMemo(
    () => createDemoTheme({ scheme, direction, dense, reducedMotion }),
    [scheme, direction, dense, reducedMotion],
  );
  return (
    <CacheProvider value={getEmotionCache('demo', direction)}>
      <ThemeProvider theme={theme}>
        <div dir={direction} className="demo-root" style={{ fontFamily: theme.typography.fontFamily }}>
          {children}
        </div>
      </ThemeProvider>
    </CacheProvider>
  );
}
