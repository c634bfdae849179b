import type { SearchHit } from './hits';

/**
 * The line under a result's name saying where it is: a page its route, a section its page's title,
 * an API member its kind and entry (and the other entries sharing it, after `alsoLabel`).
 * Shared by the search dialog and the search page.
 */
export function hitLocation(hit: Pick<SearchHit, 'kind' | 'route' | 'title' | 'anchor' | 'detail' | 'also'>, alsoLabel: string): string {
  if (hit.kind === 'page') return hit.route;
  if (hit.kind === 'section') return hit.title;
  if (!hit.anchor) return `${hit.detail ?? 'API'} · ${hit.route}`;
  const others = hit.also?.length ? ` (${alsoLabel} ${hit.also.join(', ')})` : '';
  return `${hit.detail} · ${hit.title}${others}`;
}
