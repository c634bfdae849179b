import type { AsPlainObject } from 'minisearch';
import type { SearchKind, SearchPlan, SearchProduct, SearchRecord } from './types';
import { trimText } from './text';

/** Prose kept for a result's snippet (the index has read more of it): about one snippet's width. */
export const STORED_TEXT_CHARS = 150;

/**
 * The index comes in two files, so the first query needs only the small one.
 * - The names file: every record once, compactly (a page's route, title and product once per page;
 *   a record as a row of values), and an index of names, headings and titles only. It answers as soon
 *   as it arrives and names the prose file.
 * - The prose file: each record's snippet text, and the index of everything (names and prose).
 *   It is fetched right after the names file; from then on queries use it.
 * Records are numbered from 0, so a result's id is its row in both files.
 */
export interface SearchNamesFile {
  version: 2;
  /** [route, title, product] per page. */
  pages: [string, string, SearchProduct][];
  /** [page row, anchor, name, kind, plan, detail, also] per record ('' and 0 for none). */
  records: [number, string, string, SearchKind, SearchPlan | 0, string, string[] | 0][];
  index: AsPlainObject;
  /** URL of the prose file. */
  prose: string;
}

export interface SearchProseFile {
  version: 2;
  /** Snippet text per record, by row. */
  texts: string[];
  index: AsPlainObject;
}

export function packNamesFile(records: readonly SearchRecord[], index: AsPlainObject, proseUrl: string): SearchNamesFile {
  const pages: SearchNamesFile['pages'] = [];
  const pageRows = new Map<string, number>();
  const rows = records.map((record, position): SearchNamesFile['records'][number] => {
    if (record.id !== position) throw new Error(`Search records must be numbered from 0 in order: record ${position} has id ${record.id}.`);
    const key = `${record.route}\u0000${record.title}`;
    let row = pageRows.get(key);
    if (row === undefined) {
      row = pages.push([record.route, record.title, record.product]) - 1;
      pageRows.set(key, row);
    }
    return [row, record.anchor ?? '', record.name, record.kind, record.plan ?? 0, record.detail ?? '', record.also ?? 0];
  });
  return { version: 2, pages, records: rows, index, prose: proseUrl };
}

export function packProseFile(records: readonly SearchRecord[], index: AsPlainObject): SearchProseFile {
  return { version: 2, texts: records.map((record) => trimText(record.text, STORED_TEXT_CHARS)), index };
}

/** The records of a names file (their text empty until the prose file adds it). */
export function unpackNamesFile(file: SearchNamesFile): { records: SearchRecord[]; index: AsPlainObject; proseUrl: string } {
  if (file?.version !== 2 || !Array.isArray(file.pages) || !Array.isArray(file.records) || typeof file.prose !== 'string') {
    throw new Error('Not a search names file (version 2).');
  }
  const records = file.records.map(([row, anchor, name, kind, plan, detail, also], id): SearchRecord => {
    const [route, title, product] = file.pages[row];
    return {
      id,
      route,
      title,
      name,
      product,
      kind,
      text: '',
      ...(anchor ? { anchor } : {}),
      ...(plan ? { plan } : {}),
      ...(detail ? { detail } : {}),
      ...(also ? { also } : {}),
    };
  });
  return { records, index: file.index, proseUrl: file.prose };
}

/** The names file's records with their snippet text from the prose file. */
export function unpackProseFile(file: SearchProseFile, records: readonly SearchRecord[]): { records: SearchRecord[]; index: AsPlainObject } {
  if (file?.version !== 2 || !Array.isArray(file.texts) || file.texts.length !== records.length) {
    throw new Error('Not the prose file of this search index (version 2, one text per record).');
  }
  return { records: records.map((record, row) => ({ ...record, text: file.texts[row] })), index: file.index };
}
