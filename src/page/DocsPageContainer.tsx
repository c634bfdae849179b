import * as React from 'react';
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { create } from 'storybook/theming';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { createDocsTheme } from '../theme/createDocsTheme';
import { getEmotionCache } from '../theme/emotionCache';
import { fontFamily } from '../theme/brand';
import { resolveColorScheme, type ColorScheme } from '../preferences/globals';
import { applyDocumentPreferences } from '../preferences/document';
import { usePrefersDark } from '../preferences/media';
import { useDocsGlobals } from './useDocsGlobals';
import { isHostedByShell } from './hosting';
import { DocsSiteLink } from './DocsSiteLink';

function storybookTheme(scheme: ColorScheme, docsTheme: ReturnType<typeof createDocsTheme>) {
  return create({
    base: scheme,
    fontBase: fontFamily.body,
    fontCode: fontFamily.code,
    colorPrimary: docsTheme.palette.primary.main,
    colorSecondary: docsTheme.palette.primary.main,
    appContentBg: docsTheme.palette.background.default,
    appPreviewBg: docsTheme.palette.background.default,
    appBorderColor: docsTheme.palette.divider,
    appBorderRadius: 12,
    textColor: docsTheme.palette.text.primary,
    textMutedColor: docsTheme.palette.text.secondary,
    barBg: docsTheme.palette.background.paper,
  });
}

const hostedLayout = {
  // The shell owns margins, width and the page header; the frame shows the page body only.
  '.sbdocs.sbdocs-wrapper': { padding: '0 0 24px', background: 'transparent' },
  '.sbdocs.sbdocs-content': { maxWidth: 'none' },
  'html, body': { overflow: 'hidden', minHeight: 0 },
  // The frame is as tall as the page, so "fixed" means "fixed to the whole page": modal roots are
  // pinned to the band the reader sees (reported by the shell). Popovers and menus are positioned
  // from their anchor and stay as they are.
  '.MuiModal-root:not(.MuiPopover-root)': {
    top: 'var(--shell-viewport-top, 0px) !important',
    bottom: 'auto !important',
    height: 'var(--shell-viewport-height, 100vh) !important',
  },
};

/**
 * Container of every MDX docs page: the docs brand theme in the reader's mode and direction,
 * applied to the preview document, around Storybook's own DocsContainer (which provides the
 * docs context blocks need).
 */
export function DocsPageContainer({ context, children }: React.PropsWithChildren<DocsContainerProps>) {
  const { colorMode, direction } = useDocsGlobals(context.channel);
  const scheme = resolveColorScheme(colorMode, usePrefersDark());
  const theme = React.useMemo(() => createDocsTheme({ scheme, direction }), [scheme, direction]);
  const sbTheme = React.useMemo(() => storybookTheme(scheme, theme), [scheme, theme]);
  React.useLayoutEffect(() => applyDocumentPreferences(document, { scheme, direction }), [scheme, direction]);

  return (
    <CacheProvider value={getEmotionCache('docs', direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {isHostedByShell() ? <GlobalStyles styles={hostedLayout} /> : null}
        <DocsContainer context={context} theme={sbTheme}>
          {isHostedByShell() ? null : <DocsSiteLink page={context} />}
          {children}
        </DocsContainer>
      </ThemeProvider>
    </CacheProvider>
  );
}
