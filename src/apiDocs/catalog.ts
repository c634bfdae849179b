import type { NavPage } from '../nav/types.ts';
import type { ApiCatalog, ApiCatalogEntry, ApiEntryKind, ApiProduct } from './types.ts';
import generatedCatalog from './apiCatalog.json' with { type: 'json' };

/**
 * The documented API entries, as generated from the installed packages by
 * `npm run generate:api-pages` (committed, so the nav and every test read the same list; a unit
 * test fails when it no longer matches the installed packages).
 */
export const apiCatalog = generatedCatalog as ApiCatalog;

interface ApiProductInfo {
  /** Product name as the nav and pages write it. */
  title: string;
  /** The product's overview page. */
  docsRoute: string;
}

export const apiProducts: Record<ApiProduct, ApiProductInfo> = {
  'data-grid': { title: 'Data Grid', docsRoute: '/x/react-data-grid/' },
  'date-pickers': { title: 'Date and Time Pickers', docsRoute: '/x/react-date-pickers/' },
  charts: { title: 'Charts', docsRoute: '/x/react-charts/' },
  'tree-view': { title: 'Tree View', docsRoute: '/x/react-tree-view/' },
};

/** Route of an entry's API page: `/x/api/data-grid/grid-col-def/`. */
export function apiPageRoute(entry: Pick<ApiCatalogEntry, 'product' | 'slug'>): string {
  return `/x/api/${entry.product}/${entry.slug}/`;
}

/** Route of a product's API index: `/x/api/data-grid/`. */
export function apiIndexRoute(product: ApiProduct): string {
  return `/x/api/${product}/`;
}

/** Where the shell serves an API page's data: `/shell-data/x/api/data-grid/grid-col-def.json`. */
export function apiDataUrl(route: string): string {
  return `/shell-data${route.replace(/\/$/, '')}.json`;
}

/** Folder of a generated page, relative to the project root (the folder is the route). */
export function apiPageDir(route: string): string {
  return `stories${route}`.replace(/\/$/, '');
}

export const apiKindTitles: Record<ApiEntryKind, string> = { component: 'Components', interface: 'Interfaces', hook: 'Hooks' };

/** Entries of one product and kind, in catalogue order. */
export function apiEntriesOf(product: ApiProduct, kind?: ApiEntryKind, catalog: ApiCatalog = apiCatalog): ApiCatalogEntry[] {
  return catalog.entries.filter((entry) => entry.product === product && (kind === undefined || entry.kind === kind));
}

/** Name → route of every entry of one product, for links between API pages. */
export function apiRoutesByName(product: ApiProduct, catalog: ApiCatalog = apiCatalog): Map<string, string> {
  return new Map(apiEntriesOf(product, undefined, catalog).map((entry) => [entry.name, apiPageRoute(entry)]));
}

/**
 * The "API reference" subheader of a product's nav group: the index page, then one subheader per
 * kind (Components, Interfaces, Hooks) with an entry per documented name and its plan label.
 */
export function apiReferenceNav(product: ApiProduct, catalog: ApiCatalog = apiCatalog): NavPage {
  const kinds = (['component', 'interface', 'hook'] as const).filter((kind) => apiEntriesOf(product, kind, catalog).length > 0);
  return {
    pathname: `/x/api/${product}-group`,
    title: 'API reference',
    subheader: true,
    children: [
      { pathname: apiIndexRoute(product), title: 'Index' },
      ...kinds.map((kind) => ({
        pathname: `/x/api/${product}-${kind}s`,
        title: apiKindTitles[kind],
        subheader: true,
        children: apiEntriesOf(product, kind, catalog).map((entry) => ({
          pathname: apiPageRoute(entry),
          title: entry.name,
          ...(entry.plan === 'community' ? {} : { plan: entry.plan }),
        })),
      })),
    ],
  };
}
