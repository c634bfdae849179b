/** The analytics event of a search: sent once per dialog session that had a query, when a result is opened or the dialog closed. */
export const SEARCH_EVENT_NAME = 'site_search';

export interface SearchEventParams {
  /** Characters of the query (trimmed): never the text itself. */
  search_term_length: number;
  result_count: number;
  /** Whether the reader opened a result. */
  opened_result: boolean;
}

/** The event's parameters, or null when there was no query (nothing to report). */
export function searchEventParams(query: string, resultCount: number, openedResult: boolean): SearchEventParams | null {
  const length = query.trim().length;
  return length === 0 ? null : { search_term_length: length, result_count: resultCount, opened_result: openedResult };
}
