import type { ApiContent } from '../apiDocs/pageText';
import { apiContentRecords, mergeSharedMembers } from './apiRecords';
import { docsPageRecords, type DocsPageInput } from './docsRecords';
import type { SearchRecord } from './types';

export interface SiteSearchInput {
  docs: readonly DocsPageInput[];
  api: readonly ApiContent[];
}

/** Every record of the site: docs pages and their sections, then API pages and their members. */
export function buildSiteRecords({ docs, api }: SiteSearchInput): SearchRecord[] {
  let id = 0;
  const nextId = () => id++;
  const docsRecords = docs.flatMap((page) => docsPageRecords(page, nextId));
  const apiRecords = mergeSharedMembers(api.flatMap((content) => apiContentRecords(content, nextId)));
  // Numbered from 0 in order: a result's id is its row in the index file.
  return [...docsRecords, ...apiRecords].map((record, position) => ({ ...record, id: position }));
}
