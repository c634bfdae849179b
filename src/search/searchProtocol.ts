import type { SearchHit } from './hits';

/**
 * Messages between the page and the search (search.worker.ts, or searchEngine.ts in the page): plain
 * data, checked on arrival. Kept apart from the engine so the page's code does not carry the search library.
 */

export interface SearchRequest {
  type: 'load' | 'search';
  /** Who asks: answers go back to the same channel. */
  channel: string;
  indexUrl: string;
  /** Numbers a channel's requests: an answer carries the number of the query it answers. */
  seq: number;
  query: string;
  /** How many results to send back (the dialog shows fewer than the search page); absent: the dialog's number. */
  limit?: number;
}

/** The most results one answer carries. */
export const MAX_RESULT_LIMIT = 200;

export type SearchAnswerStatus = 'loading' | 'ready' | 'error';

export interface SearchAnswer {
  type: 'answer';
  channel: string;
  seq: number;
  query: string;
  status: SearchAnswerStatus;
  /** Whether prose was searched (else names, headings and titles only, while the prose file loads or after it failed). */
  complete: boolean;
  hits: SearchHit[];
  /** How many records matched (the hits are the best of them, up to the request's limit). */
  total: number;
  /** Nearest terms when a complete search found nothing. */
  suggestions: string[];
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** A request as it crosses to the worker; anything else is null (ignored). */
export function parseSearchRequest(data: unknown): SearchRequest | null {
  const value = data as Partial<SearchRequest> | null;
  if (!value || (value.type !== 'load' && value.type !== 'search')) return null;
  if (!isText(value.channel) || !isText(value.indexUrl) || !isText(value.query) || !Number.isInteger(value.seq)) return null;
  const request: SearchRequest = { type: value.type, channel: value.channel, indexUrl: value.indexUrl, seq: value.seq as number, query: value.query };
  // A limit out of range is left out (the default applies), not an error.
  const limit = value.limit;
  return Number.isInteger(limit) && (limit as number) >= 1 && (limit as number) <= MAX_RESULT_LIMIT ? { ...request, limit } : request;
}

/** An answer as it comes back from the worker; anything else is null (ignored). */
export function parseSearchAnswer(data: unknown): SearchAnswer | null {
  const value = data as Partial<SearchAnswer> | null;
  if (!value || value.type !== 'answer' || !isText(value.channel) || !isText(value.query) || !Number.isInteger(value.seq)) return null;
  if (value.status !== 'loading' && value.status !== 'ready' && value.status !== 'error') return null;
  if (!Array.isArray(value.hits) || !Array.isArray(value.suggestions) || typeof value.complete !== 'boolean' || !Number.isInteger(value.total)) return null;
  return value as SearchAnswer;
}
