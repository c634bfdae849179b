import MiniSearch, { type Options, type SearchResult as MiniSearchResult } from 'minisearch';
import type { SearchKind, SearchRecord } from './types';
import type { SearchHit } from './hits';
import { americanSpelling } from './text';
import { packNamesFile, packProseFile, unpackNamesFile, unpackProseFile } from './indexFormat';

/**
 * Fields that are searched: exact names and titles weigh more than prose; a page's nav groups and an
 * API member's kind ("prop", "slot") count too. The names index leaves out prose and the page title of
 * sections and members (a page's own record has it as its name): half the postings, so it loads in
 * half the time for the first query.
 */
const nameFields = ['name', 'words', 'group', 'detail'];
const searchFields = [...nameFields, 'title', 'text'];

const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u;
// Words too common in prose to tell pages apart (left out of the index: smaller, and no noise).
const stopWords = new Set('a an and are as at be by can for from has in is it its of on or that the this to with you your'.split(' '));

/**
 * Words of a field. The `words` field is the name's camelCase parts (`rowGroupingModel` → row,
 * grouping, model), weighed less than the whole name: "row grouping" finds the prop too, after the
 * guide. Queries are split on separators only.
 */
export function tokenize(text: string, fieldName?: string): string[] {
  const words = text.split(WORD_SEPARATOR).filter(Boolean);
  if (fieldName !== 'words') return words;
  return words.flatMap((word) => {
    const parts = word.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/);
    return parts.length > 1 ? parts : [];
  });
}

function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return stopWords.has(lower) ? null : americanSpelling(lower);
}

/** The options of the full index, the same when the build writes it and when the browser loads it. */
export const indexOptions: Options<SearchRecord> = {
  fields: searchFields,
  // What a result row shows is kept beside the index, once per record and compactly (indexFormat).
  storeFields: [],
  tokenize,
  processTerm,
  extractField: (record, field) => {
    const value = (record as unknown as Record<string, unknown>)[field === 'words' ? 'name' : field];
    return Array.isArray(value) ? value.join(' ') : (value as string);
  },
  searchOptions: {
    boost: { name: 6, words: 2, title: 2, group: 1, detail: 1, text: 1 },
    // Typos: one edit in five letters ("sortng", "pivotting"); prefixes for the word being typed.
    fuzzy: (term) => (term.length > 3 ? 0.2 : false),
    prefix: true,
    combineWith: 'AND',
    tokenize: (query) => tokenize(query),
    weights: { fuzzy: 0.3, prefix: 0.6 },
  },
  autoSuggestOptions: { fuzzy: 0.2, prefix: true, combineWith: 'AND' },
};

/** The names index: the same without prose, for the first queries while the prose file loads. */
export const namesIndexOptions: Options<SearchRecord> = { ...indexOptions, fields: nameFields };

/** The two files the build writes (indexFormat): the names file names the prose file, so it is written last. */
export interface SearchIndexFiles {
  prose: string;
  names: (proseUrl: string) => string;
}

export function buildSearchIndexFiles(records: readonly SearchRecord[]): SearchIndexFiles {
  const index = (options: Options<SearchRecord>) => {
    const engine = new MiniSearch<SearchRecord>(options);
    engine.addAll(records);
    return engine.toJSON();
  };
  const names = index(namesIndexOptions);
  return {
    prose: JSON.stringify(packProseFile(records, index(indexOptions))),
    names: (proseUrl) => JSON.stringify(packNamesFile(records, names, proseUrl)),
  };
}

/** The records (by id) and their index, as the browser uses them. */
export interface SiteSearchIndex {
  engine: MiniSearch<SearchRecord>;
  records: readonly SearchRecord[];
  /** Whether prose is searched (the prose file has arrived); records' text is empty before. */
  complete: boolean;
}

/** The names index, from the names file; and where its prose file is. */
export function loadNamesIndex(json: string): { index: SiteSearchIndex; proseUrl: string } {
  const { records, index, proseUrl } = unpackNamesFile(JSON.parse(json));
  return { index: { engine: MiniSearch.loadJS<SearchRecord>(index, namesIndexOptions), records, complete: false }, proseUrl };
}

/**
 * The full index, from the prose file and the names index's records. Built in slices that yield to
 * the page between them (MiniSearch's async loader): the reader keeps typing while it loads.
 */
export async function loadProseIndex(json: string, names: SiteSearchIndex): Promise<SiteSearchIndex> {
  const { records, index } = unpackProseFile(JSON.parse(json), names.records);
  return { engine: await MiniSearch.loadJSAsync<SearchRecord>(index, indexOptions), records, complete: true };
}

const MAX_HITS = 30;

function toHit(records: readonly SearchRecord[], result: MiniSearchResult): SearchHit {
  return { ...records[result.id as number], score: result.score, terms: result.terms };
}

// Pages first, then sections, then API members, at equal relevance; a page itself over its sections.
const kindWeight: Record<SearchKind, number> = { page: 1.25, section: 1, api: 1 };

// Migration guides name every changed prop and feature in their headings: they come after the current docs.
const MIGRATION_PREFIX = '/x/migration/';

/** The best records for a query, most relevant first: every word must match, else any word. */
export function searchSite(index: SiteSearchIndex, query: string, limit = MAX_HITS): SearchHit[] {
  return searchSiteCounted(index, query, limit).hits;
}

/** The same, with how many records matched in all. */
export function searchSiteCounted({ engine, records }: SiteSearchIndex, query: string, limit = MAX_HITS): { hits: SearchHit[]; total: number } {
  const text = query.trim();
  if (!text) return { hits: [], total: 0 };
  const boostDocument = (id: unknown) => {
    const record = records[id as number];
    return record ? kindWeight[record.kind] * (record.route.startsWith(MIGRATION_PREFIX) ? 0.4 : 1) : 1;
  };
  let results = engine.search(text, { boostDocument });
  if (results.length === 0 && tokenize(text).length > 1) results = engine.search(text, { boostDocument, combineWith: 'OR' });
  return { hits: results.slice(0, limit).map((result) => toHit(records, result)), total: results.length };
}

/** Nearest terms for a query without results (typos beyond what the search tolerates). */
export function suggestTerms({ engine }: SiteSearchIndex, query: string, limit = 3): string[] {
  const text = query.trim();
  if (!text) return [];
  // As many words as the query had: no combinations padded with other frequent words.
  const words = tokenize(text).length;
  const fitting = (options?: Parameters<typeof engine.autoSuggest>[1]) =>
    engine.autoSuggest(text, options).filter((suggestion) => suggestion.terms.length <= words);
  let suggestions = fitting();
  if (suggestions.length === 0) suggestions = fitting({ combineWith: 'OR', fuzzy: 0.34 });
  return [...new Set(suggestions.map((suggestion) => suggestion.suggestion))].slice(0, limit);
}
