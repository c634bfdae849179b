import { parseSearchAnswer, type SearchAnswer, type SearchRequest } from './searchProtocol';
import type { SearchEngine } from './searchEngine';
import searchWorkerUrl from './search.worker.ts?worker&url';

/** What the client needs of a worker (a Worker, or a stand-in in tests). */
export interface SearchWorkerLike {
  postMessage: (request: SearchRequest) => void;
  addEventListener: (type: 'message' | 'error', listener: (event: Event) => void) => void;
  terminate: () => void;
}

export interface SearchClient {
  /** Starts the worker (its code loads and compiles) without loading an index. */
  start: () => void;
  /** Starts loading an index ahead of the first query (the search button hovered, focused or pressed). */
  load: (indexUrl: string) => void;
  /** Searches; the answer, and better ones as the index completes, go to the channel's listener. Returns the query's number. */
  search: (channel: string, indexUrl: string, query: string, limit?: number) => number;
  listen: (channel: string, listener: (answer: SearchAnswer) => void) => () => void;
}

type InlineEngine = (post: (answer: SearchAnswer) => void) => Promise<SearchEngine>;

/**
 * Sends requests to the search worker and routes its answers to their channel. Where no worker starts
 * (no Worker support, its script failed to load), the same engine runs in the page instead: the
 * requests so far are replayed to it, so a query typed meanwhile is answered.
 */
export function createSearchClient(startWorker: () => SearchWorkerLike | null, startInline: InlineEngine): SearchClient {
  const listeners = new Map<string, (answer: SearchAnswer) => void>();
  const loads = new Set<string>();
  const lastRequests = new Map<string, SearchRequest>();
  let seq = 0;
  let worker: SearchWorkerLike | null | undefined;
  let inline: Promise<SearchEngine> | null = null;

  const deliver = (answer: SearchAnswer | null) => {
    if (answer) listeners.get(answer.channel)?.(answer);
  };

  /** A channel's answer when there is no search at all (no worker, and the page's engine failed to load): 'error', not loading forever. */
  const sayFailed = (request: SearchRequest) => {
    if (request.type === 'search')
      deliver({
        type: 'answer',
        channel: request.channel,
        seq: request.seq,
        query: request.query,
        status: 'error',
        complete: false,
        hits: [],
        total: 0,
        suggestions: [],
      });
  };

  const runInline = () => {
    // A failed load is forgotten: the next request tries again.
    inline ??= startInline((answer) => deliver(answer)).catch((error: unknown) => {
      inline = null;
      throw error;
    });
    return inline;
  };

  const fallBack = () => {
    worker?.terminate();
    worker = null;
    runInline().then(
      (engine) => {
        for (const indexUrl of loads) engine.handle({ type: 'load', channel: '', indexUrl, seq: 0, query: '' });
        for (const request of lastRequests.values()) engine.handle(request);
      },
      () => lastRequests.forEach(sayFailed),
    );
  };

  /** The worker, started on first use; null when it cannot start (the page's engine answers instead). */
  const ensureWorker = () => {
    if (worker !== undefined) return worker;
    try {
      worker = startWorker();
    } catch {
      worker = null;
    }
    worker?.addEventListener('message', (event) => deliver(parseSearchAnswer((event as MessageEvent).data)));
    worker?.addEventListener('error', fallBack);
    if (!worker) fallBack();
    return worker;
  };

  const send = (request: SearchRequest) => {
    const started = worker === undefined;
    const target = ensureWorker();
    if (target) target.postMessage(request);
    // A fallback on starting has replayed this request (it is already among the loads and last requests).
    else if (!started)
      runInline().then(
        (engine) => engine.handle(request),
        () => sayFailed(request),
      );
  };

  // Absolute: a worker started from a blob: URL has no base to resolve "/assets/…" against.
  const absolute = (indexUrl: string) => (typeof location === 'undefined' ? indexUrl : new URL(indexUrl, location.href).href);

  return {
    start() {
      ensureWorker();
    },
    load(relativeUrl) {
      const indexUrl = absolute(relativeUrl);
      if (loads.has(indexUrl)) return;
      loads.add(indexUrl);
      send({ type: 'load', channel: '', indexUrl, seq: 0, query: '' });
    },
    search(channel, relativeUrl, query, limit) {
      const indexUrl = absolute(relativeUrl);
      loads.add(indexUrl);
      const request: SearchRequest = { type: 'search', channel, indexUrl, seq: ++seq, query, ...(limit ? { limit } : {}) };
      lastRequests.set(channel, request);
      send(request);
      return request.seq;
    },
    listen(channel, listener) {
      listeners.set(channel, listener);
      return () => {
        if (listeners.get(channel) === listener) listeners.delete(channel);
      };
    },
  };
}

/**
 * The worker starts from a blob: URL that imports the bundled worker. A worker from a blob: URL is
 * controlled by the page's service worker (a worker at its own /assets/ URL would be outside the
 * service worker's /x/ scope): its code and the index come from the service worker's caches offline.
 */
function startSearchWorker(): Worker | null {
  if (typeof Worker === 'undefined' || typeof URL.createObjectURL !== 'function') return null;
  const entry = new Blob([`import ${JSON.stringify(new URL(searchWorkerUrl, location.href).href)};`], { type: 'text/javascript' });
  return new Worker(URL.createObjectURL(entry), { type: 'module', name: 'site-search' });
}

let shared: SearchClient | null = null;

/** The page's one search client: one worker, one index load, for the dialog and the search page alike. */
export function sharedSearchClient(): SearchClient {
  shared ??= createSearchClient(startSearchWorker, (post) => import('./searchEngine').then(({ createSearchEngine }) => createSearchEngine(post)));
  return shared;
}
