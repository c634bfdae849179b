import * as React from 'react';
import { styled } from '@mui/material/styles';
import { vars } from './theme';
import type { PageLink } from '../../src/routing/sitePages';
import { useLinkHandler, useShellText } from './ShellContext';

const Pager = styled('nav')(({ theme }) => ({
  display: 'grid',
  // minmax(0, …): a long page name (GridColumnMenuAggregationItem) wraps instead of widening the page.
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: theme.spacing(2),
  marginTop: theme.spacing(6),
  paddingTop: theme.spacing(3),
  borderTop: `1px solid ${vars(theme).palette.divider}`,
  // Under the feedback widget, which already draws the line above the page's end.
  '.page-feedback + &': { marginTop: theme.spacing(4), paddingTop: 0, borderTop: 0 },
}));

const PagerLink = styled('a')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: theme.spacing(1.5, 2),
  border: `1px solid ${vars(theme).palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  color: vars(theme).palette.text.primary,
  textDecoration: 'none',
  fontWeight: 600,
  overflowWrap: 'anywhere',
  '& span': { fontSize: '0.75rem', fontWeight: 400, color: vars(theme).palette.text.secondary },
  '&:hover': { borderColor: vars(theme).palette.primary.main },
  '&:focus-visible': { outline: `2px solid ${vars(theme).palette.primary.main}`, outlineOffset: 2 },
  '&[rel="next"]': { gridColumn: 2, textAlign: 'end' },
}));

/** Previous/next pages in the reading order of the nav tree. */
export function PageFooter({ previous, next }: { previous: PageLink | null; next: PageLink | null }) {
  const onClick = useLinkHandler();
  const { t, localize } = useShellText();
  if (!previous && !next) return null;
  return (
    <Pager aria-label={t('shell.previousAndNext')}>
      {previous ? (
        <PagerLink href={localize(previous.route)} rel="prev" onClick={onClick}>
          <span>{t('shell.previous')}</span>
          {previous.title}
        </PagerLink>
      ) : null}
      {next ? (
        <PagerLink href={localize(next.route)} rel="next" onClick={onClick}>
          <span>{t('shell.next')}</span>
          {next.title}
        </PagerLink>
      ) : null}
    </Pager>
  );
}
