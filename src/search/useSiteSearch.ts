import * as React from 'react';
import { groupHits, hitHref, type SearchGroup, type SearchHit } from './hits';
import { sharedSearchClient, type SearchClient } from './searchClient';
import type { SearchAnswer } from './searchProtocol';
import { readRecentSearches, rememberSearch } from './recentSearches';
import type { SafeStorage } from '../preferences/storage';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SiteSearchState {
  status: SearchStatus;
  /** Whether every record's prose is searched (else names, headings and titles only, while the prose file loads). */
  complete: boolean;
  query: string;
  /** The query the results shown answer: the previous one until the answer to the query as typed comes. */
  resultsQuery: string;
  /** Whether the results shown answer the query as typed. */
  current: boolean;
  setQuery: (query: string) => void;
  groups: SearchGroup[];
  /** Hits in the order the list shows them (groups flattened): what the arrow keys walk. */
  hits: SearchHit[];
  activeIndex: number;
  setActiveIndex: (index: number) => void;
  /** How many records match the query the results answer (more than the hits when the limit cut them). */
  total: number;
  /** Nearest terms when a query finds nothing. */
  suggestions: string[];
  recent: string[];
  /** Arrow keys and Enter on the input; Enter opens the active result (the first one of the query's answer, if it is still coming). */
  onKeyDown: (event: React.KeyboardEvent, openHref: (href: string) => void) => void;
  /** A hit was chosen: the query joins the recent searches; returns where to go. */
  choose: (hit: SearchHit) => string;
}

/**
 * The dialog's (or the search page's) state. The search runs in the search worker (searchClient): the
 * index loads when `open` first turns true, and every change of the query is sent there; what comes
 * back is shown. Typing never waits for the index: a keystroke only sends the query.
 */
export interface SiteSearchOptions {
  /** The search worker's client (tests give their own). */
  client?: SearchClient;
  /** How many results to show (the search page shows more than the dialog). */
  limit?: number;
}

export function useSiteSearch(
  indexUrl: string | undefined,
  open: boolean,
  storage: SafeStorage,
  { client = sharedSearchClient(), limit }: SiteSearchOptions = {},
): SiteSearchState {
  const channel = React.useId();
  const [answer, setAnswer] = React.useState<SearchAnswer | null>(null);
  const [query, setQuery] = React.useState('');
  const [activeIndex, setActiveIndex] = React.useState(0);
  const [recent, setRecent] = React.useState<string[]>([]);
  // Enter pressed before the answer to the query typed came back: it opens that answer's first choice.
  const pendingEnter = React.useRef<{ query: string; open: (href: string) => void } | null>(null);

  // Each opening starts afresh, with the recent searches. The query is cleared on closing, never while
  // open: what a reader types while the index still loads is kept.
  React.useEffect(() => {
    if (open) setRecent(readRecentSearches(storage));
    else setQuery('');
  }, [open, storage]);

  // An answer renders as a transition: keys typed meanwhile go first (the list may be a stale query's).
  React.useEffect(
    () => (open && indexUrl ? client.listen(channel, (next) => React.startTransition(() => setAnswer(next))) : undefined),
    [client, channel, open, indexUrl],
  );
  React.useEffect(() => {
    if (open && indexUrl) client.search(channel, indexUrl, query, limit);
  }, [client, channel, open, indexUrl, query, limit]);

  const status: SearchStatus = answer ? answer.status : open && indexUrl ? 'loading' : 'idle';
  // Until the answer to the latest query arrives, the previous one stays on screen (no flicker while typing).
  const ranked = React.useMemo(() => (answer && query.trim() ? answer.hits : []), [answer, query]);
  const groups = React.useMemo(() => groupHits(ranked), [ranked]);
  // The arrow keys walk the list as shown (grouped), not the ranking.
  const hits = React.useMemo(() => groups.flatMap((group) => group.hits), [groups]);
  const current = answer !== null && answer.query === query;
  const suggestions = current ? answer.suggestions : [];
  React.useEffect(() => {
    setActiveIndex(0);
    // An Enter waiting for an earlier query's answer is dropped once the reader types on.
    if (pendingEnter.current && pendingEnter.current.query !== query) pendingEnter.current = null;
  }, [query]);

  const choose = React.useCallback(
    (hit: SearchHit) => {
      setRecent(rememberSearch(storage, query));
      return hitHref(hit);
    },
    [query, storage],
  );

  React.useEffect(() => {
    const pending = pendingEnter.current;
    if (!pending || !answer || answer.query !== pending.query || answer.status === 'loading') return;
    pendingEnter.current = null;
    // The best hit: the first of the first group (groups are ordered by their best hit).
    if (answer.hits[0]) pending.open(choose(answer.hits[0]));
  }, [answer, choose]);

  const onKeyDown = React.useCallback(
    (event: React.KeyboardEvent, openHref: (href: string) => void) => {
      if (event.key === 'Enter' && query.trim() && !current) {
        event.preventDefault();
        pendingEnter.current = { query, open: openHref };
        return;
      }
      if (hits.length === 0) return;
      const moves: Record<string, number> = { ArrowDown: activeIndex + 1, ArrowUp: activeIndex - 1 };
      if (event.key in moves) {
        event.preventDefault();
        setActiveIndex((moves[event.key] + hits.length) % hits.length);
      } else if (event.key === 'Enter' && hits[activeIndex]) {
        event.preventDefault();
        openHref(choose(hits[activeIndex]));
      }
    },
    [activeIndex, choose, current, hits, query],
  );

  return {
    status,
    complete: Boolean(answer?.complete),
    resultsQuery: answer?.query ?? '',
    current,
    query,
    setQuery,
    groups,
    hits,
    activeIndex,
    setActiveIndex,
    total: answer && query.trim() ? answer.total : 0,
    suggestions,
    recent,
    onKeyDown,
    choose,
  };
}
