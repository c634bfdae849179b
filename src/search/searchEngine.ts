import { loadFullSiteIndex, loadSiteIndex } from './loadIndex';
import { searchSiteCounted, suggestTerms, type SiteSearchIndex } from './searchIndex';
import type { SearchAnswer, SearchRequest } from './searchProtocol';

/**
 * The search itself, wherever it runs: in the search worker (search.worker.ts), or in the page when a
 * worker cannot start. It loads the index on the first request (names file, then prose file) and
 * answers every query with the best index it has; when a better one arrives, it answers again the
 * last query of each channel (the dialog and the search page are two channels).
 */

interface IndexState {
  names?: SiteSearchIndex;
  full?: SiteSearchIndex;
  namesFailed?: boolean;
  proseFailed?: boolean;
}

export interface SearchEngine {
  handle: (request: SearchRequest) => void;
}

/**
 * `schedule` runs the queries received: a moment later (the next task), so that of the queries that
 * queued up while the engine was busy (the index loading), only each channel's last is searched.
 */
export function createSearchEngine(
  post: (answer: SearchAnswer) => void,
  fetcher: typeof fetch = (input, init) => fetch(input, init),
  schedule: (run: () => void) => void = (run) => setTimeout(run, 0),
): SearchEngine {
  const indexes = new Map<string, IndexState>();
  const lastQueries = new Map<string, SearchRequest>();
  const queued = new Map<string, SearchRequest>();
  let scheduled = false;

  const answer = (request: SearchRequest) => {
    const state = indexes.get(request.indexUrl) ?? {};
    const index = state.full ?? state.names;
    const base = { type: 'answer' as const, channel: request.channel, seq: request.seq, query: request.query };
    if (!index) {
      post({ ...base, status: state.namesFailed ? 'error' : 'loading', complete: false, hits: [], total: 0, suggestions: [] });
      return;
    }
    const complete = Boolean(state.full) || Boolean(state.proseFailed);
    const { hits, total } = searchSiteCounted(index, request.query, request.limit);
    // "No results" and its suggestions wait for the prose: a word only in prose would be missed.
    const suggestions = complete && request.query.trim() && hits.length === 0 ? suggestTerms(index, request.query) : [];
    post({ ...base, status: 'ready', complete, hits, total, suggestions });
  };

  const answerAgain = (indexUrl: string) => {
    for (const request of lastQueries.values()) if (request.indexUrl === indexUrl) answer(request);
  };

  const load = (indexUrl: string) => {
    // A names file that failed is fetched again on the next request (loadIndex forgets failures).
    if (indexes.has(indexUrl) && !indexes.get(indexUrl)?.namesFailed) return;
    const state: IndexState = {};
    indexes.set(indexUrl, state);
    const settle = (change: () => void) => {
      if (indexes.get(indexUrl) !== state) return;
      change();
      answerAgain(indexUrl);
    };
    loadSiteIndex(indexUrl, fetcher).then(
      (names) => settle(() => (state.names = names)),
      () => settle(() => (state.namesFailed = true)),
    );
    loadFullSiteIndex(indexUrl, fetcher).then(
      (full) => settle(() => (state.full = full)),
      () => settle(() => (state.proseFailed = true)),
    );
  };

  return {
    handle(request) {
      load(request.indexUrl);
      if (request.type !== 'search') return;
      lastQueries.set(request.channel, request);
      queued.set(request.channel, request);
      if (scheduled) return;
      scheduled = true;
      schedule(() => {
        scheduled = false;
        const requests = [...queued.values()];
        queued.clear();
        requests.forEach(answer);
      });
    },
  };
}
