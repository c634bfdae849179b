import * as React from 'react';
import { styled, type Theme } from '@mui/material/styles';
import { vars } from './theme';
import type { NavPage } from '../../src/nav/types';
import { isAnchorEntry, isFileEntry, isGroup } from '../../src/nav/validate';
import { findAncestors, pageTitle } from '../../src/nav/order';
import { navLabels, type NavLabel } from '../../src/nav/labels';
import { navGroupOpenedBeforeHydration } from '../../src/nav/earlyNavToggles';
import { ShellContext, useLinkHandler, useShellText } from './ShellContext';

const labelStyles = (theme: Theme) => ({
  fontSize: '0.625rem',
  fontWeight: 700,
  lineHeight: 1,
  padding: '3px 6px',
  borderRadius: 6,
  border: '1px solid currentColor',
  whiteSpace: 'nowrap',
  '&.label-pro': { color: vars(theme).palette.primary.main },
  '&.label-premium': { color: vars(theme).palette.warning.dark },
  '&.label-new': { color: vars(theme).palette.success.dark },
  '&.label-planned': { color: vars(theme).palette.text.secondary },
  '&.label-preview': { color: vars(theme).palette.secondary.main },
  ...theme.applyStyles('dark', {
    '&.label-premium': { color: vars(theme).palette.warning.light },
    '&.label-new': { color: vars(theme).palette.success.light },
  }),
});

// One styled root carries every rule; entries are plain elements with class names. A styled
// component per link made hydrating the tree (300+ links) the shell's largest task.
const Tree = styled('ul')(({ theme }) => ({
  '&, & ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& .nav-link': {
    display: 'flex',
    // A long API name pushes its plan label to the next line instead of out of the drawer.
    flexWrap: 'wrap',
    overflowWrap: 'anywhere',
    alignItems: 'center',
    gap: theme.spacing(0.75),
    padding: theme.spacing(0.5, 1.5),
    marginInlineStart: theme.spacing(1),
    borderRadius: 8,
    fontSize: '0.875rem',
    lineHeight: 1.6,
    color: vars(theme).palette.text.secondary,
    textDecoration: 'none',
    '&:hover': { color: vars(theme).palette.text.primary, backgroundColor: vars(theme).palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${vars(theme).palette.primary.main}`, outlineOffset: -2 },
    '&[aria-current="page"]': {
      color: vars(theme).palette.primary.dark,
      fontWeight: 600,
      backgroundColor: `rgba(${vars(theme).palette.primary.mainChannel} / 0.08)`,
    },
  },
  '& .nav-group': {
    all: 'unset',
    boxSizing: 'border-box',
    display: 'flex',
    width: '100%',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: theme.spacing(0.75, 1.5),
    borderRadius: 8,
    cursor: 'pointer',
    fontSize: '0.875rem',
    fontWeight: 600,
    color: vars(theme).palette.text.primary,
    '&:hover': { backgroundColor: vars(theme).palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${vars(theme).palette.primary.main}`, outlineOffset: -2 },
    '& svg': { transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shortest }) },
    '&[aria-expanded="true"] svg': { transform: 'rotate(90deg)' },
  },
  // A group nested in a product's tree indents its pages behind a guide line, so a page after an
  // open group does not read as one of its pages.
  '& ul .nav-group + ul': {
    marginInlineStart: theme.spacing(2.25),
    paddingInlineStart: theme.spacing(0.25),
    borderInlineStart: `1px solid ${vars(theme).palette.divider}`,
  },
  // A collapsed group points along the reading direction.
  '[dir="rtl"] & .nav-group[aria-expanded="false"] svg': { transform: 'scaleX(-1)' },
  '& .nav-label': labelStyles(theme),
  '& .nav-subheader': {
    padding: theme.spacing(1.5, 1.5, 0.5, 2.5),
    fontSize: '0.6875rem',
    fontWeight: 700,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    color: vars(theme).palette.text.secondary,
  },
  ...theme.applyStyles('dark', {
    '& .nav-link[aria-current="page"]': { color: vars(theme).palette.primary.light },
  }),
}));


const labelClass: Record<NavLabel, string> = {
  Pro: 'label-pro plan-pro',
  Premium: 'label-premium plan-premium',
  New: 'label-new',
  Planned: 'label-planned',
  Preview: 'label-preview',
};

/** Plan and status labels of a nav entry, with the plan spelled out for screen readers. */
export function PageLabels({ page }: { page: NavPage }) {
  return navLabels(page).map((label) => (
    <span key={label} className={`nav-label ${labelClass[label]}`} title={label === 'Pro' || label === 'Premium' ? `${label} plan` : undefined}>
      {label}
    </span>
  ));
}

function Chevron() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M9.29 6.71a1 1 0 0 0 0 1.41L13.17 12l-3.88 3.88a1 1 0 1 0 1.42 1.41l4.59-4.59a1 1 0 0 0 0-1.41L10.7 6.7a1 1 0 0 0-1.41.01Z" />
    </svg>
  );
}

function NavGroup({ page, activeRoute, expandedByDefault }: { page: NavPage; activeRoute: string | null; expandedByDefault: Set<string> }) {
  const listId = `nav-${page.pathname.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')}`;
  const [expanded, setExpanded] = React.useState(() => navGroupOpenedBeforeHydration(listId) ?? expandedByDefault.has(page.pathname));
  // Moving to a page inside the group opens it (on a later route change, not at hydration: a
  // reader may have closed it before then).
  const [routeDefaults, setRouteDefaults] = React.useState(expandedByDefault);
  if (routeDefaults !== expandedByDefault) {
    setRouteDefaults(expandedByDefault);
    if (expandedByDefault.has(page.pathname)) setExpanded(true);
  }
  return (
    <li>
      <button className="nav-group" type="button" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((open) => !open)}>
        {pageTitle(page)}
        <Chevron />
      </button>
      <ul id={listId} hidden={!expanded}>
        <NavEntries entries={page.children ?? []} activeRoute={activeRoute} expandedByDefault={expandedByDefault} />
      </ul>
    </li>
  );
}

function NavEntries({ entries, activeRoute, expandedByDefault }: { entries: readonly NavPage[]; activeRoute: string | null; expandedByDefault: Set<string> }) {
  const onClick = useLinkHandler();
  const { localize } = useShellText();
  return entries.map((page) => {
    if (page.subheader) {
      return (
        <li key={page.pathname}>
          <div className="nav-subheader">{pageTitle(page)}</div>
          <ul>
            <NavEntries entries={page.children ?? []} activeRoute={activeRoute} expandedByDefault={expandedByDefault} />
          </ul>
        </li>
      );
    }
    if (isGroup(page)) {
      return <NavGroup key={page.pathname} page={page} activeRoute={activeRoute} expandedByDefault={expandedByDefault} />;
    }
    if (isFileEntry(page)) {
      // A file the build writes (llms.txt): the browser opens it, the shell does not route it.
      return (
        <li key={page.pathname}>
          <a className="nav-link" href={page.pathname}>
            {pageTitle(page)}
            <PageLabels page={page} />
          </a>
        </li>
      );
    }
    // A section of a page (a planned component on its overview) is never the current page.
    const current = !isAnchorEntry(page) && page.pathname === activeRoute;
    return (
      <li key={page.pathname}>
        <a className="nav-link" href={localize(page.pathname)} aria-current={current ? 'page' : undefined} onClick={onClick}>
          {pageTitle(page)}
          <PageLabels page={page} />
        </a>
      </li>
    );
  });
}

/** The navigation tree; the groups that contain the active page start expanded. */
export function NavTree({ activeRoute }: { activeRoute: string | null }) {
  const { nav } = React.useContext(ShellContext);
  const expandedByDefault = React.useMemo(
    () => new Set(activeRoute ? findAncestors(nav, activeRoute) : []),
    [nav, activeRoute],
  );
  return (
    <Tree className="nav-tree" sx={{ py: 1 }}>
      <NavEntries entries={nav} activeRoute={activeRoute} expandedByDefault={expandedByDefault} />
    </Tree>
  );
}
