import { loadSearchIndex, type SiteSearchIndex } from './searchIndex';

const loaded = new Map<string, Promise<SiteSearchIndex>>();

/**
 * The site's index, fetched once per page session from its hashed URL (the HTTP cache and the
 * service worker keep it), parsed once. A failed fetch is tried again on the next call.
 */
export function loadSiteIndex(url: string, fetcher: typeof fetch = fetch): Promise<SiteSearchIndex> {
  let promise = loaded.get(url);
  if (!promise) {
    promise = fetcher(url, { credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
        return response.text();
      })
      .then(loadSearchIndex);
    promise.catch(() => loaded.delete(url));
    loaded.set(url, promise);
  }
  return promise;
}

/** Starts the download ahead of the first query (pointer over, or focus on, the search button). */
export function prefetchSiteIndex(url: string | undefined): void {
  if (url) loadSiteIndex(url).catch(() => {});
}
