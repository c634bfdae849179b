import * as React from 'react';
import { styled } from '@mui/material/styles';
import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { vars } from './theme';
import { ShellContext, useShellText } from './ShellContext';
import { browserStorage } from '../../src/preferences/storage';
import { searchPageHref } from '../../src/search/searchPage';
import { HitDetails, HitName, resultStyles } from './Highlighted';
import { useSiteSearch } from '../../src/search/useSiteSearch';
import type { SearchGroup, SearchHit } from '../../src/search/hits';
import { searchEventParams, type SearchEventParams } from '../../src/search/analyticsEvent';

const Input = styled('input')(({ theme }) => ({
  width: '100%',
  font: 'inherit',
  fontSize: '1.0625rem',
  padding: theme.spacing(2),
  border: 0,
  borderBottom: `1px solid ${vars(theme).palette.divider}`,
  color: vars(theme).palette.text.primary,
  backgroundColor: 'transparent',
  outline: 'none',
  '&:focus-visible': { boxShadow: `inset 0 -2px 0 ${vars(theme).palette.primary.main}` },
}));

const Results = styled('div')(({ theme }) => ({
  maxHeight: 'min(60vh, 560px)',
  // Full screen on phones: the results take the height left under the input.
  [theme.breakpoints.down('sm')]: { maxHeight: 'none', flex: '1 1 auto' },
  overflowY: 'auto',
  padding: theme.spacing(1),
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& .group-label': { padding: theme.spacing(1, 1, 0.5), fontSize: '0.75rem', fontWeight: 700, color: vars(theme).palette.text.secondary },
  '& [role="option"]': {
    display: 'block',
    padding: theme.spacing(1, 1.25),
    borderRadius: 8,
    cursor: 'pointer',
    color: vars(theme).palette.text.primary,
    '&[aria-selected="true"]': { backgroundColor: vars(theme).palette.action.selected, outline: `1px solid ${vars(theme).palette.primary.main}` },
  },
  '& .name': { fontWeight: 600, overflowWrap: 'anywhere' },
  '& .where, & .snippet': { fontSize: '0.8125rem', color: vars(theme).palette.text.secondary, overflowWrap: 'anywhere' },
  ...resultStyles(theme),
  '&:focus-visible': { outline: `2px solid ${vars(theme).palette.primary.main}`, outlineOffset: -2 },
}));

const SeeAll = styled('a')(({ theme }) => ({
  display: 'block',
  padding: theme.spacing(1.25, 2),
  borderTop: `1px solid ${vars(theme).palette.divider}`,
  fontSize: '0.875rem',
  fontWeight: 600,
  color: vars(theme).palette.primary.main,
  overflowWrap: 'anywhere',
  '&:focus-visible': { outline: `2px solid ${vars(theme).palette.primary.main}`, outlineOffset: -2 },
}));

const Message = styled('p')(({ theme }) => ({ margin: 0, padding: theme.spacing(2), color: vars(theme).palette.text.secondary }));
const LinkButton = styled('button')(({ theme }) => ({
  font: 'inherit',
  border: 0,
  padding: theme.spacing(0.25, 0.5),
  marginInlineStart: theme.spacing(0.5),
  background: 'none',
  color: vars(theme).palette.primary.main,
  textDecoration: 'underline',
  cursor: 'pointer',
}));

function optionId(hit: SearchHit): string {
  return `search-option-${hit.id}`;
}

interface ResultOptionsProps {
  groups: SearchGroup[];
  activeId: number | undefined;
  terms: string[];
  onPoint: (hit: SearchHit) => void;
  onChoose: (hit: SearchHit) => void;
}

/** The options, grouped: rendered again when the answer or the active option changes, not on every keystroke. */
const ResultOptions = React.memo(function ResultOptions({ groups, activeId, terms, onPoint, onChoose }: ResultOptionsProps) {
  const { t } = useShellText();
  return groups.map((group) => (
    <ul key={group.key} role="group" aria-label={group.label}>
      <li role="presentation" aria-hidden="true" className="group-label">
        {group.label}
      </li>
      {group.hits.map((hit) => (
        <li
          key={hit.id}
          id={optionId(hit)}
          role="option"
          aria-selected={hit.id === activeId}
          data-href={hit.anchor ? `${hit.route}#${hit.anchor}` : hit.route}
          onPointerMove={() => onPoint(hit)}
          onClick={() => onChoose(hit)}
        >
          <span className="name">
            <HitName hit={hit} terms={terms} />
          </span>
          <HitDetails hit={hit} terms={terms} also={t('search.also')} />
        </li>
      ))}
    </ul>
  ));
});

export interface SearchDialogPanelProps {
  open: boolean;
  onClose: () => void;
  indexUrl?: string;
  /** A search ended (a result opened, or the dialog closed after a query): its length and result count only. */
  onSearchEvent?: (params: SearchEventParams) => void;
  /** What was typed after ⌘K while this chunk loaded (it becomes the query). */
  takeTypeAhead?: () => string;
}

/** The search dialog, loaded on the first opening (with the search library): the app bar's button stays in the app chunk. */
export default function SearchDialogPanel({ open, onClose, indexUrl, onSearchEvent, takeTypeAhead }: SearchDialogPanelProps) {
  const { t } = useShellText();
  const { go } = React.useContext(ShellContext);
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  const search = useSiteSearch(indexUrl, open, browserStorage);
  const listRef = React.useRef<HTMLDivElement>(null);

  const { setQuery } = search;
  React.useEffect(() => {
    const typed = open ? takeTypeAhead?.() : '';
    if (typed) setQuery(typed);
  }, [open, takeTypeAhead, setQuery]);

  const active = search.hits[search.activeIndex];
  React.useEffect(() => {
    if (active) listRef.current?.querySelector(`#${optionId(active)}`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const report = (openedResult: boolean) => {
    // Every match, not only the 30 the dialog lists.
    const params = searchEventParams(search.query, search.total, openedResult);
    if (params) onSearchEvent?.(params);
  };
  const close = () => {
    report(false);
    onClose();
  };
  const openHref = (href: string) => {
    report(true);
    onClose();
    go(href);
  };
  // The words of the query the options answer (the list may still show the previous query's).
  const terms = React.useMemo(() => search.resultsQuery.split(/\s+/), [search.resultsQuery]);
  // Stable handlers, so a keystroke re-renders the input and not the options (they change with the answer).
  const latest = React.useRef({ search, openHref });
  React.useLayoutEffect(() => {
    latest.current = { search, openHref };
  });
  const pointAt = React.useCallback((hit: SearchHit) => latest.current.search.setActiveIndex(latest.current.search.hits.indexOf(hit)), []);
  const chooseHit = React.useCallback((hit: SearchHit) => latest.current.openHref(latest.current.search.choose(hit)), []);
  const hasQuery = search.query.trim() !== '';

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="search-dialog-title"
      slotProps={{ paper: { sx: { alignSelf: fullScreen ? 'stretch' : 'flex-start', mt: fullScreen ? 0 : '10vh' } } }}
    >
      <h2 id="search-dialog-title" style={visuallyHidden}>
        {t('search.title')}
      </h2>
      <div style={{ display: 'flex', alignItems: 'center' }}>
        <Input
          type="search"
          role="combobox"
          autoFocus
          autoComplete="off"
          spellCheck={false}
          aria-label={t('search.inputLabel')}
          placeholder={t('search.placeholder')}
          aria-expanded={search.hits.length > 0}
          aria-controls="search-results"
          aria-autocomplete="list"
          aria-activedescendant={active ? optionId(active) : undefined}
          value={search.query}
          onChange={(event) => search.setQuery(event.target.value)}
          onKeyDown={(event) => search.onKeyDown(event, openHref)}
        />
        {fullScreen ? <LinkButton onClick={close}>{t('search.close')}</LinkButton> : null}
      </div>
      {/* Focusable: the results scroll, and keyboard readers can scroll them too. */}
      <Results ref={listRef} tabIndex={0}>
        <div
          id="search-results"
          role="listbox"
          aria-label={t('search.results')}
          aria-busy={!search.complete || !search.current}
          // The query the options answer (tests and the bench wait for it: answers come from the search worker).
          data-results-for={search.resultsQuery}
        >
          <ResultOptions groups={search.groups} activeId={active?.id} terms={terms} onPoint={pointAt} onChoose={chooseHit} />
        </div>
        {search.status === 'loading' || (search.status === 'ready' && !search.complete && hasQuery && search.hits.length === 0) ? (
          <Message role="status">{t('search.loading')}</Message>
        ) : null}
        {search.status === 'error' ? <Message role="alert">{t('search.failed')}</Message> : null}
        {search.status === 'ready' && search.complete && search.current && hasQuery && search.hits.length === 0 ? (
          <Message role="status">
            {t('search.noResults')} “{search.query.trim()}”.
            {search.suggestions.length > 0 ? (
              <>
                {' '}
                {t('search.didYouMean')}
                {search.suggestions.map((suggestion) => (
                  <LinkButton key={suggestion} onClick={() => search.setQuery(suggestion)}>
                    {suggestion}
                  </LinkButton>
                ))}
              </>
            ) : null}
          </Message>
        ) : null}
        {!hasQuery && search.recent.length > 0 ? (
          <nav aria-label={t('search.recent')}>
            <Message as="h2" style={{ fontSize: '0.75rem', fontWeight: 700, paddingBottom: 0 }}>
              {t('search.recent')}
            </Message>
            <ul>
              {search.recent.map((entry) => (
                <li key={entry}>
                  <LinkButton onClick={() => search.setQuery(entry)}>{entry}</LinkButton>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </Results>
      {/* Outside the listbox (the arrow keys walk the results only): a link Tab reaches, to the page listing every result. */}
      {hasQuery ? (
        <SeeAll href={searchPageHref(search.query)} onClick={() => report(false)}>
          {t('search.seeAll')} “{search.query.trim()}”
        </SeeAll>
      ) : null}
    </Dialog>
  );
}
