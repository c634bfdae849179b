import * as React from 'react';
import { styled } from '@mui/material/styles';
import { vars } from './theme';
import { ShellContext, useShellText } from './ShellContext';
import { HitDetails, HitName, resultStyles } from './Highlighted';
import { browserStorage } from '../../src/preferences/storage';
import { hitHref, type SearchHit } from '../../src/search/hits';
import { SEARCH_PAGE_RESULTS, searchPageHref } from '../../src/search/searchPage';
import { useSiteSearch } from '../../src/search/useSiteSearch';
import { isPlainLeftClick } from '../../src/routing/links';

const Status = styled('p')(({ theme }) => ({ margin: theme.spacing(0, 0, 2), color: vars(theme).palette.text.secondary }));

const Group = styled('section')(({ theme }) => ({
  marginBottom: theme.spacing(3),
  '& h2': { margin: theme.spacing(0, 0, 1), fontSize: '0.875rem', fontWeight: 700, color: vars(theme).palette.text.secondary },
  '& ol': { listStyle: 'none', margin: 0, padding: 0 },
  '& li': { padding: theme.spacing(1.25, 0), borderTop: `1px solid ${vars(theme).palette.divider}` },
  '& a': {
    fontWeight: 600,
    fontSize: '1.0625rem',
    color: vars(theme).palette.primary.main,
    overflowWrap: 'anywhere',
    '&:focus-visible': { outline: `2px solid ${vars(theme).palette.primary.main}`, outlineOffset: 2, borderRadius: 2 },
  },
  '& .where, & .snippet': { margin: theme.spacing(0.25, 0, 0), fontSize: '0.875rem', color: vars(theme).palette.text.secondary, overflowWrap: 'anywhere' },
  ...resultStyles(theme),
}));

const Suggestion = styled('a')(({ theme }) => ({ marginInlineStart: theme.spacing(1), color: vars(theme).palette.primary.main, fontWeight: 600 }));

export interface SearchPageResultsProps {
  indexUrl: string;
  /** The field's text: results follow it. */
  query: string;
  /** A suggested term was chosen: it becomes the query. */
  onQuery: (query: string) => void;
}

/** The search page's results, grouped by product and kind, each an ordinary link followed in the shell. */
export default function SearchPageResults({ indexUrl, query, onQuery }: SearchPageResultsProps) {
  const { t } = useShellText();
  const { go } = React.useContext(ShellContext);
  const search = useSiteSearch(indexUrl, true, browserStorage, { limit: SEARCH_PAGE_RESULTS });
  const { setQuery } = search;
  React.useEffect(() => setQuery(query), [query, setQuery]);
  // The words of the query the results answer (the list may still show the previous query's).
  const terms = React.useMemo(() => search.resultsQuery.split(/\s+/), [search.resultsQuery]);
  const text = search.query.trim();

  const open = (event: React.MouseEvent<HTMLAnchorElement>, hit: SearchHit) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    go(search.choose(hit));
  };
  const suggest = (event: React.MouseEvent<HTMLAnchorElement>, term: string) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    onQuery(term);
  };

  // What the status line says is about the results shown, which may still answer the previous query for a moment.
  const shownText = search.resultsQuery.trim();
  let status: React.ReactNode = null;
  // "No results" waits for the prose file: a word only in prose would be missed.
  if (search.status === 'loading' || (search.status === 'ready' && text && !search.complete && search.hits.length === 0)) status = t('search.loading');
  else if (search.status === 'ready' && text && search.hits.length > 0) {
    const count = search.total === 1 ? t('search.oneResult') : t('search.resultCount').replace('{count}', search.total.toLocaleString('en'));
    const listed = search.total > search.hits.length ? ` ${t('search.bestShown').replace('{count}', String(search.hits.length))}` : '';
    // <bdi>: the reader's words keep their own direction inside the sentence (a right-to-left page, a Latin query).
    status = (
      <>
        {count} “<bdi>{shownText}</bdi>”.{listed}
      </>
    );
  } else if (search.status === 'ready' && text) {
    status = (
      <>
        {t('search.noResults')} “<bdi>{shownText}</bdi>”.
        {search.suggestions.length > 0 ? (
          <>
            {' '}
            {t('search.didYouMean')}
            {search.suggestions.map((term) => (
              <Suggestion key={term} href={searchPageHref(term)} onClick={(event) => suggest(event, term)}>
                {term}
              </Suggestion>
            ))}
          </>
        ) : null}
      </>
    );
  }

  return (
    <div aria-label={t('search.results')} role="region" aria-busy={!search.complete || !search.current}>
      {search.status === 'error' ? <Status role="alert">{t('search.failed')}</Status> : <Status role="status">{status}</Status>}
      {search.groups.map((group) => (
        <Group key={group.key} aria-labelledby={`search-group-${group.key.replace(':', '-')}`}>
          <h2 id={`search-group-${group.key.replace(':', '-')}`}>{group.label}</h2>
          <ol>
            {group.hits.map((hit) => (
              <li key={hit.id}>
                <a href={hitHref(hit)} onClick={(event) => open(event, hit)}>
                  <HitName hit={hit} terms={terms} />
                </a>
                <HitDetails hit={hit} terms={terms} also={t('search.also')} block="p" />
              </li>
            ))}
          </ol>
        </Group>
      ))}
    </div>
  );
}
