import * as React from 'react';
import { styled } from '@mui/material/styles';
import { vars } from './theme';
import { docsTabLinks, type DocsTab } from '../../src/routing/docsTabs';
import { useLinkHandler, useShellText } from './ShellContext';

const TabList = styled('nav')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(3),
  margin: theme.spacing(0, 0, 3),
  borderBottom: `1px solid ${vars(theme).palette.divider}`,
}));

const TabLink = styled('a')(({ theme }) => ({
  padding: theme.spacing(1, 0.25),
  marginBottom: -1,
  borderBottom: '2px solid transparent',
  color: vars(theme).palette.text.secondary,
  fontWeight: 600,
  fontSize: '0.9375rem',
  textDecoration: 'none',
  '&:hover': { color: vars(theme).palette.text.primary },
  '&[aria-current="page"]': { color: vars(theme).palette.primary.main, borderBottomColor: vars(theme).palette.primary.main },
  '&:focus-visible': { outline: `2px solid ${vars(theme).palette.primary.main}`, outlineOffset: 2 },
}));

const labels = { demos: 'shell.tabDemos', 'components-api': 'shell.tabComponentsApi' } as const;

/**
 * "Demos" and "Components API" of a page that has an API tab: links (each tab is a route of its
 * own, prerendered, with its own canonical URL), the current one marked for assistive technology.
 */
export function PageTabs({ pageRoute, active }: { pageRoute: string; active: DocsTab }) {
  const onClick = useLinkHandler();
  const { t, localize } = useShellText();
  return (
    <TabList aria-label={t('shell.pageTabs')} className="page-tabs">
      {docsTabLinks(pageRoute).map(({ tab, route }) => (
        <TabLink key={tab} href={localize(route)} onClick={onClick} {...(tab === active ? { 'aria-current': 'page' as const } : {})}>
          {t(labels[tab])}
        </TabLink>
      ))}
    </TabList>
  );
}
