import * as React from 'react';
import { loadSiteIndex } from './loadIndex';
import { groupHits, hitHref, searchSite, suggestTerms, type SearchGroup, type SearchHit, type SiteSearchIndex } from './searchIndex';
import { readRecentSearches, rememberSearch } from './recentSearches';
import type { SafeStorage } from '../preferences/storage';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SiteSearchState {
  status: SearchStatus;
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
  const [query, setQuery] = React.useState('');
  const [activeIndex, setActiveIndex] = React.useState(0);
  const [recent, setRecent] = React.useState<string[]>([]);

  // Each opening starts afresh, with the recent searches. The query is cleared on closing, never while
  // open: what a reader types while the index still loads is kept.
  React.useEffect(() => {
    if (open) setRecent(readRecentSearches(storage));
    else setQuery('');
  }, [open, storage]);

  React.useEffect(() => {
    if (!open || index || !indexUrl) return undefined;
    let current = true;
    setStatus('loading');
    loadSiteIndex(indexUrl).then(
      (loaded) => {
        if (!current) return;
        setIndex(loaded);
        setStatus('ready');
      },
      () => current && setStatus('error'),
    );
    return () => {
      current = false;
    };
  }, [open, index, indexUrl]);

  const groups = React.useMemo(() => (index ? groupHits(searchSite(index, query)) : []), [index, query]);
  const hits = React.useMemo(() => groups.flatMap((group) => group.hits), [groups]);
  const suggestions = React.useMemo(() => (index && query.trim() && hits.length === 0 ? suggestTerms(index, query) : []), [index, query, hits.length]);
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

  return { status, query, setQuery, groups, hits, activeIndex, setActiveIndex, suggestions, recent, onKeyDown, choose };
}

/** ⌘K on Apple platforms, Ctrl+K elsewhere. */
export function isApplePlatform(navigatorLike: { platform?: string; userAgent?: string } | undefined): boolean {
  return /Mac|iPhone|iPad|iPod/.test(`${navigatorLike?.platform ?? ''} ${navigatorLike?.userAgent ?? ''}`);
}

export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey'>, apple: boolean): boolean {
  return event.key.toLowerCase() === 'k' && !event.altKey && !event.shiftKey && (apple ? event.metaKey : event.ctrlKey);
}
