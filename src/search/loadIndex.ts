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

function loadNames(url: string, fetcher: typeof fetch) {
  return remembered(namesLoads, url, async () => loadNamesIndex(await fetchText(url, fetcher)));
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
    return loadProseIndex(await fetchText(proseUrl, fetcher), index);
  });
}

/** Starts the downloads ahead of the first query (pointer over, or focus on, the search button). */
export function prefetchSiteIndex(url: string | undefined): void {
  if (url) loadFullSiteIndex(url).catch(() => {});
}
