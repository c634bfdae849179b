import { searchKinds, searchProducts, type SearchKind, type SearchProduct, type SearchRecord } from './types';

/** A result as the page shows it (plain data: it comes from the search worker). */
export interface SearchHit extends Omit<SearchRecord, 'id'> {
  id: number;
  score: number;
  /** Words of the record that matched the query (after typo and prefix expansion). */
  terms: string[];
}

export interface SearchGroup {
  key: string;
  product: SearchProduct;
  kind: SearchKind;
  label: string;
  hits: SearchHit[];
}

/**
 * Hits grouped by product and kind ("Data Grid · API"), groups ordered by their best hit, hits
 * in a group by relevance: the list a reader reads top-down stays close to the ranking.
 */
export function groupHits(hits: readonly SearchHit[]): SearchGroup[] {
  const groups = new Map<string, SearchGroup>();
  for (const hit of hits) {
    const key = `${hit.product}:${hit.kind}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, product: hit.product, kind: hit.kind, label: `${searchProducts[hit.product]} · ${searchKinds[hit.kind]}`, hits: [] };
      groups.set(key, group);
    }
    group.hits.push(hit);
  }
  return [...groups.values()];
}

/** Where a hit leads: its page, at its heading or member. */
export function hitHref(hit: Pick<SearchRecord, 'route' | 'anchor'>): string {
  return hit.anchor ? `${hit.route}#${hit.anchor}` : hit.route;
}
