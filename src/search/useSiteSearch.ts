import * as React from 'react';
import { loadFullSiteIndex, loadSiteIndex } from './loadIndex';
import { groupHits, hitHref, searchSite, suggestTerms, type SearchGroup, type SearchHit, type SiteSearchIndex } from './searchIndex';
import { readRecentSearches, rememberSearch } from './recentSearches';
import type { SafeStorage } from '../preferences/storage';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SiteSearchState {
  status: SearchStatus;
  /** Whether every record's prose is searched (else names, headings and titles only, while the prose file loads). */
  complete: boolean;
  query: string;
  setQuery: (query: string) => void;
  groups: SearchGroup[];
  /** Hits in the order the list shows them (groups flattened): what the arrow keys walk. */
  hits: SearchHit[];
  activeIndex: number;
  setActiveIndex: (index: number) => void;
  /** Nearest terms when a query finds nothing. */
  suggestions: string[];
  recent: string[];
  /** Arrow keys and Enter on the input; returns the href to open on Enter. */
  onKeyDown: (event: React.KeyboardEvent) => string | null;
  /** A hit was chosen: the query joins the recent searches; returns where to go. */
  choose: (hit: SearchHit) => string;
}

/** The dialog's state: loads the index when `open` first turns true, searches on every change of the query. */
export function useSiteSearch(indexUrl: string | undefined, open: boolean, storage: SafeStorage): SiteSearchState {
  const [index, setIndex] = React.useState<SiteSearchIndex | null>(null);
  const [status, setStatus] = React.useState<SearchStatus>('idle');
  const [proseFailed, setProseFailed] = React.useState(false);
  const [query, setQuery] = React.useState('');
  const [activeIndex, setActiveIndex] = React.useState(0);
  const [recent, setRecent] = React.useState<string[]>([]);

  // Each opening starts afresh, with the recent searches. The query is cleared on closing, never while
  // open: what a reader types while the index still loads is kept.
  React.useEffect(() => {
    if (open) setRecent(readRecentSearches(storage));
    else setQuery('');
  }, [open, storage]);

  // The names file answers first; the full index replaces it when the prose file arrives. Without the
  // prose file (a failed fetch), names still answer.
  React.useEffect(() => {
    if (!open || index?.complete || !indexUrl) return undefined;
    let current = true;
    if (!index) setStatus('loading');
    const use = (loaded: SiteSearchIndex) => {
      if (!current) return;
      setIndex((shown) => (shown?.complete ? shown : loaded));
      setStatus('ready');
    };
    loadSiteIndex(indexUrl).then(use, () => current && setStatus('error'));
    loadFullSiteIndex(indexUrl).then(use, () => current && setProseFailed(true));
    return () => {
      current = false;
    };
  }, [open, index, indexUrl]);

  const groups = React.useMemo(() => (index ? groupHits(searchSite(index, query)) : []), [index, query]);
  const hits = React.useMemo(() => groups.flatMap((group) => group.hits), [groups]);
  const complete = Boolean(index?.complete) || (proseFailed && index !== null);
  // "No results" and its suggestions wait for the prose: a word only in prose would be missed.
  const suggestions = React.useMemo(
    () => (index && complete && query.trim() && hits.length === 0 ? suggestTerms(index, query) : []),
    [index, complete, query, hits.length],
  );
  React.useEffect(() => setActiveIndex(0), [query]);

  const choose = React.useCallback(
    (hit: SearchHit) => {
      setRecent(rememberSearch(storage, query));
      return hitHref(hit);
    },
    [query, storage],
  );

  const onKeyDown = React.useCallback(
    (event: React.KeyboardEvent) => {
      if (hits.length === 0) return null;
      const moves: Record<string, number> = { ArrowDown: activeIndex + 1, ArrowUp: activeIndex - 1 };
      if (event.key in moves) {
        event.preventDefault();
        setActiveIndex((moves[event.key] + hits.length) % hits.length);
        return null;
      }
      if (event.key === 'Enter' && hits[activeIndex]) {
        event.preventDefault();
        return choose(hits[activeIndex]);
      }
      return null;
    },
    [activeIndex, choose, hits],
  );

  return { status, complete, query, setQuery, groups, hits, activeIndex, setActiveIndex, suggestions, recent, onKeyDown, choose };
}
