/**
 * What the site search indexes: one record per page, per h2/h3 section of a docs page, and per
 * API page and its props, slots and CSS classes. Plain data, built at build time and shipped to the
 * browser inside the index file (the fields the result list shows are stored there).
 */

export type SearchProduct = 'data-grid' | 'date-pickers' | 'charts' | 'tree-view' | 'general';

export type SearchKind = 'page' | 'section' | 'api';

/** Plan label of a record; community records carry none. */
export type SearchPlan = 'pro' | 'premium';

export interface SearchRecord {
  id: number;
  route: string;
  /** Heading or member anchor on the page (`prop-getRowId`); absent for the page itself. */
  anchor?: string;
  /** Title of the page the record is on. */
  title: string;
  /** What the record is about: the page title, the heading, the API entry or member name. */
  name: string;
  product: SearchProduct;
  kind: SearchKind;
  plan?: SearchPlan;
  /** Prose the snippet is cut from: lead, section text, member description (trimmed). */
  text: string;
  /** API records: what the name is (`prop`, `slot`, `CSS class`, `method`, `component`…). */
  detail?: string;
  /** Docs pages: the nav groups the page is in ("Date and Time Pickers Localization"); searched, not shown. */
  group?: string;
  /** API members: the other entries with the same member (same name and description), by name. */
  also?: string[];
}

/** Display names of the products, in the order result groups fall back to. */
export const searchProducts: Record<SearchProduct, string> = {
  'data-grid': 'Data Grid',
  'date-pickers': 'Date and Time Pickers',
  charts: 'Charts',
  'tree-view': 'Tree View',
  general: 'General',
};

export const searchKinds: Record<SearchKind, string> = { page: 'Pages', section: 'Sections', api: 'API' };

/** Product of a route, by path prefix: docs pages and API pages alike. */
const productPrefixes: [string, SearchProduct][] = [
  ['/x/react-data-grid/', 'data-grid'],
  ['/x/api/data-grid/', 'data-grid'],
  ['/x/react-date-pickers/', 'date-pickers'],
  ['/x/api/date-pickers/', 'date-pickers'],
  ['/x/react-charts/', 'charts'],
  ['/x/api/charts/', 'charts'],
  ['/x/react-tree-view/', 'tree-view'],
  ['/x/api/tree-view/', 'tree-view'],
];

export function searchProductOf(route: string): SearchProduct {
  return productPrefixes.find(([prefix]) => route.startsWith(prefix))?.[1] ?? 'general';
}

/** The label a plan shows (community shows none). */
export function searchPlanOf(plan: string | null | undefined): SearchPlan | undefined {
  return plan === 'pro' || plan === 'premium' ? plan : undefined;
}
