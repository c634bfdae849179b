import * as React from 'react';
import { styled } from '@mui/material/styles';
import { vars } from './theme';
import { useShellText } from './ShellContext';
import { readSearchQuery, SEARCH_PAGE_ROUTE, SEARCH_QUERY_PARAM, withSearchQuery } from '../../src/search/searchPage';

const Title = styled('h1')(({ theme }) => ({ ...theme.typography.h1, margin: theme.spacing(0, 0, 1.5) }));
const Lead = styled('p')(({ theme }) => ({ margin: theme.spacing(0, 0, 3), fontSize: '1.25rem', lineHeight: 1.5, color: vars(theme).palette.text.secondary }));

const Form = styled('form')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: theme.spacing(1),
  marginBottom: theme.spacing(3),
  '& label': { flexBasis: '100%', fontWeight: 600, fontSize: '0.875rem' },
  '& input': {
    flex: '1 1 240px',
    minWidth: 0,
    font: 'inherit',
    fontSize: '1.0625rem',
    padding: theme.spacing(1, 1.5),
    borderRadius: 8,
    border: `1px solid ${vars(theme).palette.text.secondary}`,
    color: vars(theme).palette.text.primary,
    backgroundColor: vars(theme).palette.background.paper,
    '&:focus-visible': { outline: `2px solid ${vars(theme).palette.primary.main}`, outlineOffset: 1 },
  },
  '& button': {
    font: 'inherit',
    fontWeight: 600,
    padding: theme.spacing(1, 2.5),
    borderRadius: 8,
    border: 0,
    cursor: 'pointer',
    color: vars(theme).palette.primary.contrastText,
    backgroundColor: vars(theme).palette.primary.main,
    '&:focus-visible': { outline: `2px solid ${vars(theme).palette.primary.main}`, outlineOffset: 2 },
  },
}));

const Note = styled('p')(({ theme }) => ({ color: vars(theme).palette.text.secondary }));

// The results, with the index and its search library: loaded once the page runs scripts.
const SearchPageResults = React.lazy(() => import('./SearchPageResults'));

export interface SearchPageProps {
  title: string;
  lead: string;
  /** The site search's index file (site config); absent: the form only. */
  indexUrl?: string;
}

/**
 * Body of the search page (`/x/search/?q=`). Prerendered, it is a GET form to itself, which works
 * without scripts; hydrated, it reads `q` from the address, lists the results as the reader types,
 * and keeps `q` in the address without adding history entries.
 */
export function SearchPage({ title, lead, indexUrl }: SearchPageProps) {
  const { t } = useShellText();
  const [query, setQuery] = React.useState('');
  const [hydrated, setHydrated] = React.useState(false);
  React.useEffect(() => {
    setQuery(readSearchQuery(window.location.search));
    setHydrated(true);
  }, []);

  const changeQuery = React.useCallback((value: string) => {
    setQuery(value);
    window.history.replaceState(window.history.state, '', withSearchQuery(new URL(window.location.href), value));
  }, []);

  return (
    <article>
      <Title>{title}</Title>
      <Lead>{lead}</Lead>
      <Form
        action={SEARCH_PAGE_ROUTE}
        method="get"
        role="search"
        // Results follow the field as it changes: submitting has nothing more to do once scripts run.
        onSubmit={(event) => hydrated && indexUrl && event.preventDefault()}
      >
        <label htmlFor="search-page-input">{t('search.inputLabel')}</label>
        <input
          id="search-page-input"
          type="search"
          name={SEARCH_QUERY_PARAM}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          value={query}
          onChange={(event) => changeQuery(event.target.value)}
        />
        <button type="submit">{t('search.submit')}</button>
      </Form>
      <noscript>
        <Note>{t('search.needsJavaScript')}</Note>
      </noscript>
      {hydrated && indexUrl ? (
        <React.Suspense fallback={null}>
          <SearchPageResults indexUrl={indexUrl} query={query} onQuery={changeQuery} />
        </React.Suspense>
      ) : null}
    </article>
  );
}
