import * as React from 'react';
import { styled } from '@mui/material/styles';
import { vars } from './theme';
import IconButton from '@mui/material/IconButton';
import { layout } from '../../src/theme/brand';
import { useLinkHandler, useShellText } from './ShellContext';
import { SiteSearch } from './SearchDialog';
import type { SearchEventParams } from '../../src/search/analyticsEvent';

const Header = styled('header')(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.appBar,
  height: layout.headerHeight,
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(0, 2),
  borderBottom: `1px solid ${vars(theme).palette.divider}`,
  backgroundColor: `rgba(${vars(theme).palette.background.defaultChannel} / 0.9)`,
  backdropFilter: 'blur(8px)',
}));

const Logo = styled('a')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  fontWeight: 700,
  fontSize: '1.0625rem',
  color: vars(theme).palette.text.primary,
  textDecoration: 'none',
  '& .logo-mark': {
    display: 'inline-grid',
    placeItems: 'center',
    width: 30,
    height: 30,
    borderRadius: 8,
    color: vars(theme).palette.primary.contrastText,
    backgroundColor: vars(theme).palette.primary.main,
    fontSize: '0.8125rem',
  },
  '&:focus-visible': { outline: `2px solid ${vars(theme).palette.primary.main}`, outlineOffset: 2 },
}));

const HeaderLink = styled('a')(({ theme }) => ({
  fontSize: '0.875rem',
  fontWeight: 500,
  color: vars(theme).palette.text.secondary,
  textDecoration: 'none',
  padding: theme.spacing(0.5, 1),
  borderRadius: 8,
  '&:hover': { color: vars(theme).palette.text.primary },
  '&:focus-visible': { outline: `2px solid ${vars(theme).palette.primary.main}` },
}));

export interface AppHeaderProps {
  onOpenNav: () => void;
  navOpen: boolean;
  onOpenSettings: () => void;
  settingsOpen: boolean;
  /** Storybook's UI on the page shown. */
  storybookHref: string;
  /** The site search's index file (from the site config); absent: no search button. */
  searchIndexUrl?: string;
  onSearchEvent?: (params: SearchEventParams) => void;
}

export function AppHeader({ onOpenNav, navOpen, onOpenSettings, settingsOpen, storybookHref, searchIndexUrl, onSearchEvent }: AppHeaderProps) {
  const onClick = useLinkHandler();
  const { t, localize } = useShellText();
  return (
    <Header>
      <IconButton
        aria-label={t('shell.openNavigation')}
        aria-expanded={navOpen}
        aria-controls="mobile-navigation"
        onClick={onOpenNav}
        sx={{ display: { lg: 'none' } }}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
      </IconButton>
      <Logo href={localize('/x/introduction/')} onClick={onClick}>
        <span className="logo-mark" aria-hidden="true">
          X
        </span>
        MUI X
      </Logo>
      <span style={{ flex: 1 }} />
      {searchIndexUrl ? <SiteSearch indexUrl={searchIndexUrl} onSearchEvent={onSearchEvent} /> : null}
      <HeaderLink href={storybookHref} title={t('shell.storybookTitle')}>
        {t('shell.storybook')}
      </HeaderLink>
      <IconButton
        aria-label={t('shell.openSettings')}
        aria-haspopup="dialog"
        aria-expanded={settingsOpen}
        aria-controls={settingsOpen ? 'settings-drawer' : undefined}
        onClick={onOpenSettings}
        data-ga-event-category="settings"
        data-ga-event-action="open"
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M19.14 12.94a7.3 7.3 0 0 0 0-1.88l2.03-1.58a.5.5 0 0 0 .12-.64l-1.92-3.32a.5.5 0 0 0-.6-.22l-2.39.96a7 7 0 0 0-1.63-.94l-.36-2.54A.5.5 0 0 0 13.9 2.5h-3.84a.5.5 0 0 0-.49.42l-.36 2.54c-.59.24-1.13.56-1.63.94l-2.39-.96a.5.5 0 0 0-.6.22L2.67 8.98a.5.5 0 0 0 .12.64l2.03 1.58a7.3 7.3 0 0 0 0 1.88l-2.03 1.58a.5.5 0 0 0-.12.64l1.92 3.32c.13.22.39.3.6.22l2.39-.96c.5.38 1.04.7 1.63.94l.36 2.54c.05.24.25.42.49.42h3.84c.24 0 .44-.18.49-.42l.36-2.54c.59-.24 1.13-.56 1.63-.94l2.39.96c.22.08.47 0 .6-.22l1.92-3.32a.5.5 0 0 0-.12-.64zM12 15.5A3.5 3.5 0 1 1 12 8.5a3.5 3.5 0 0 1 0 7z"
          />
        </svg>
      </IconButton>
    </Header>
  );
}
