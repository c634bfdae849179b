import { loadNamesIndex, loadProseIndex, type SiteSearchIndex } from './searchIndex';
import { isSearchProseUrl } from './indexUrl';

const namesLoads = new Map<string, Promise<{ index: SiteSearchIndex; proseUrl: string }>>();
const fullLoads = new Map<string, Promise<SiteSearchIndex>>();

/** Fetched once per page session from a hashed URL (the HTTP cache and the service worker keep it). A failure is forgotten: the next call tries again. */
function remembered<T>(loads: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let promise = loads.get(key);
  if (!promise) {
    promise = load();
    promise.catch(() => loads.delete(key));
    loads.set(key, promise);
  }
  return promise;
}

async function fetchText(url: string, fetcher: typeof fetch): Promise<string> {
  const response = await fetcher(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Search index: HTTP ${response.status} for ${url}`);
  return response.text();
}

/** Marks on the timeline of the thread that loads the index (the search worker's), read by `npm run bench:search`. */
function mark(name: string): void {
  globalThis.performance?.mark?.(name);
}

function loadNames(url: string, fetcher: typeof fetch) {
  return remembered(namesLoads, url, async () => {
    const text = await fetchText(url, fetcher);
    mark('search-names-received');
    const loaded = loadNamesIndex(text);
    mark('search-names-ready');
    return loaded;
  });
}

/** The names index (names, headings, titles): small, it answers the first queries. */
export async function loadSiteIndex(url: string, fetcher: typeof fetch = fetch): Promise<SiteSearchIndex> {
  return (await loadNames(url, fetcher)).index;
}

/** The full index (with prose), once the names file and the prose file it names have arrived. */
export function loadFullSiteIndex(url: string, fetcher: typeof fetch = fetch): Promise<SiteSearchIndex> {
  return remembered(fullLoads, url, async () => {
    const { index, proseUrl } = await loadNames(url, fetcher);
    if (!isSearchProseUrl(proseUrl)) throw new Error(`Search index: not a prose file URL: ${proseUrl}`);
    // From where the names file came from, when that is an absolute URL (a worker started from a blob: URL can't resolve "/assets/…").
    const text = await fetchText(URL.canParse(url) ? new URL(proseUrl, url).href : proseUrl, fetcher);
    mark('search-prose-received');
    // Parsing the prose file is one long task: the queries typed meanwhile are answered first (from names).
    await new Promise((resolve) => setTimeout(resolve, 0));
    const full = await loadProseIndex(text, index);
    mark('search-prose-ready');
    return full;
  });
}
