/** Whether a URL is one the build gives the index's names file: `/assets/search-index-<hash>.json` (immutable, cache-first). */
export function isSearchIndexUrl(value: unknown): value is string {
  return typeof value === 'string' && /^\/assets\/search-index-[0-9a-f]{8,64}\.json$/.test(value);
}

/** Whether a URL is one the build gives the index's prose file: `/assets/search-prose-<hash>.json`. */
export function isSearchProseUrl(value: unknown): value is string {
  return typeof value === 'string' && /^\/assets\/search-prose-[0-9a-f]{8,64}\.json$/.test(value);
}
