import * as React from 'react';
import type { Decorator } from '@storybook/react-vite';
import GlobalStyles from '@mui/material/GlobalStyles';
import { resolveColorScheme } from '../preferences/globals';
import { usePreviewGlobals } from '../page/useDocsGlobals';
import { applyDocumentPreferences } from '../preferences/document';
import { usePrefersDark, useReducedMotion } from '../preferences/media';
import { DemoThemeProvider } from '../demo/DemoThemeProvider';
import { createDemoTheme } from '../theme/createDemoTheme';

function StoryCanvasPreferences({ globals, children }: { globals: unknown; children: React.ReactNode }) {
  const { colorMode, direction } = usePreviewGlobals(globals);
  const scheme = resolveColorScheme(colorMode, usePrefersDark());
  React.useLayoutEffect(() => applyDocumentPreferences(document, { scheme, direction }), [scheme, direction]);
  const background = createDemoTheme({ scheme, direction, dense: false }).palette.background.default;
  return (
    <React.Fragment>
      <GlobalStyles styles={{ body: { backgroundColor: background } }} />
      {children}
    </React.Fragment>
  );
}

/**
 * Outermost, story canvas only (docs pages do this in their container): colour scheme and
 * direction on the document itself, so that portals such as menus and popovers follow them.
 */
export const withDocumentPreferences: Decorator = (Story, context) =>
  context.viewMode === 'docs' ? (
    <Story />
  ) : (
    <StoryCanvasPreferences globals={context.globals}>
      <Story />
    </StoryCanvasPreferences>
  );

function DemoTheme({ globals, children }: { globals: unknown; children: React.ReactNode }) {
  const { colorMode, direction, density } = usePreviewGlobals(globals);
  const scheme = resolveColorScheme(colorMode, usePrefersDark());
  return (
    <DemoThemeProvider scheme={scheme} direction={direction} dense={density === 'dense'} reducedMotion={useReducedMotion()}>
      {children}
    </DemoThemeProvider>
  );
}

/** Every story: the library's default theme in the chosen mode, direction (RTL cache) and density. */
export const withDemoTheme: Decorator = (Story, context) => (
  <DemoTheme globals={context.globals}>
    <Story />
  </DemoTheme>
);
