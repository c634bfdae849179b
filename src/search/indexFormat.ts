import type { AsPlainObject } from 'minisearch';
import type { SearchKind, SearchPlan, SearchProduct, SearchRecord } from './types';
import { trimText } from './text';

/** Prose kept for a result's snippet (the index has read more of it): about one snippet's width. */
export const STORED_TEXT_CHARS = 150;

/**
 * The index file: the records once each, compactly (a page's route, title and product once per
 * page; a record as a row of values, its prose cut to a snippet's length), then MiniSearch's index of them. Records are numbered from 0,
 * so a result's id is its row.
 */
export interface SearchIndexFile {
  version: 1;
  /** [route, title, product] per page. */
  pages: [string, string, SearchProduct][];
  /** [page row, anchor, name, kind, plan, text, detail, also] per record ('' and 0 for none). */
  records: [number, string, string, SearchKind, SearchPlan | 0, string, string, string[] | 0][];
  index: AsPlainObject;
}

export function packIndexFile(records: readonly SearchRecord[], index: AsPlainObject): SearchIndexFile {
  const pages: SearchIndexFile['pages'] = [];
  const pageRows = new Map<string, number>();
  const rows = records.map((record, position): SearchIndexFile['records'][number] => {
    if (record.id !== position) throw new Error(`Search records must be numbered from 0 in order: record ${position} has id ${record.id}.`);
    const key = `${record.route}\u0000${record.title}`;
    let row = pageRows.get(key);
    if (row === undefined) {
      row = pages.push([record.route, record.title, record.product]) - 1;
      pageRows.set(key, row);
    }
    return [
      row,
      record.anchor ?? '',
      record.name,
      record.kind,
      record.plan ?? 0,
      trimText(record.text, STORED_TEXT_CHARS),
      record.detail ?? '',
      record.also ?? 0,
    ];
  });
  return { version: 1, pages, records: rows, index };
}

export function unpackIndexFile(file: SearchIndexFile): { records: SearchRecord[]; index: AsPlainObject } {
  if (file?.version !== 1 || !Array.isArray(file.pages) || !Array.isArray(file.records)) throw new Error('Not a search index file (version 1).');
  const records = file.records.map(([row, anchor, name, kind, plan, text, detail, also], id): SearchRecord => {
    const [route, title, product] = file.pages[row];
    return {
      id,
      route,
      title,
      name,
      product,
      kind,
      text,
      ...(anchor ? { anchor } : {}),
      ...(plan ? { plan } : {}),
      ...(detail ? { detail } : {}),
      ...(also ? { also } : {}),
    };
  });
  return { records, index: file.index };
}
