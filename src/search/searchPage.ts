/**
 * The plain search page (`/x/search/?q=`): where the app bar's search link leads without scripts,
 * what browsers' OpenSearch template points at, and the dialog's "See all results" link. Its query
 * lives in the address; these helpers read and write it.
 */
export const SEARCH_PAGE_ROUTE = '/x/search/';

/** Results the page lists, best first (the dialog shows 30). */
export const SEARCH_PAGE_RESULTS = 100;

/** The query's parameter name, the same in the form, the page's address and the OpenSearch template. */
export const SEARCH_QUERY_PARAM = 'q';

/** Form encoding: `+` is a space, `%XX` escapes are UTF-8 bytes. Malformed escapes throw (decodeURIComponent). */
const decodeFormValue = (value: string) => decodeURIComponent(value.replace(/\+/g, ' '));

/**
 * The `q` of a query string (`location.search`, with or without its `?`): the first one, decoded as
 * a form sends it. Absent or malformed (`%E0%A4%A`, a cut UTF-8 sequence) gives the empty string, never
 * a replacement character or an exception.
 */
export function readSearchQuery(search: string): string {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const separator = pair.indexOf('=');
    const name = separator < 0 ? pair : pair.slice(0, separator);
    let key: string;
    try {
      key = decodeFormValue(name);
    } catch {
      continue;
    }
    if (key !== SEARCH_QUERY_PARAM) continue;
    try {
      return separator < 0 ? '' : decodeFormValue(pair.slice(separator + 1));
    } catch {
      return '';
    }
  }
  return '';
}

/** The search page's address for a query (`/x/search/` alone when it is blank). */
export function searchPageHref(query: string, route = SEARCH_PAGE_ROUTE): string {
  const text = query.trim();
  return text ? `${route}?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: text })}` : route;
}

/**
 * The address after the reader typed `query` on the page at `current` (its pathname, search and hash):
 * `q` set or removed, the other parameters and the hash kept. For `history.replaceState`.
 */
export function withSearchQuery(current: Pick<URL, 'pathname' | 'search' | 'hash'>, query: string): string {
  const params = new URLSearchParams(current.search);
  if (query.trim()) params.set(SEARCH_QUERY_PARAM, query);
  else params.delete(SEARCH_QUERY_PARAM);
  const search = params.toString();
  return `${current.pathname}${search ? `?${search}` : ''}${current.hash}`;
}
