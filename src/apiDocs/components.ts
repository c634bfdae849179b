import type { NavPage } from '../nav/types';

/** Products with API reference pages: the route segment after `/x/api/`. */
export type ApiProduct = 'data-grid' | 'date-pickers' | 'charts' | 'tree-view';

/** One documented component. The single source for the nav entries and the page generator. */
export interface ApiComponent {
  /** Exported name, as imported by readers: `RichTreeView`. */
  name: string;
  /** Package that exports it (its entry point's `.d.ts` is read): `@mui/x-tree-view`. */
  packageName: string;
  product: ApiProduct;
  /** Last route segment, kebab-case: `rich-tree-view`. */
  slug: string;
}

interface ApiProductInfo {
  /** Product name as the nav and pages write it. */
  title: string;
  /** The product's overview page, linked from each API page as the place for demos. */
  docsRoute: string;
}

export const apiProducts: Record<ApiProduct, ApiProductInfo> = {
  'data-grid': { title: 'Data Grid', docsRoute: '/x/react-data-grid/' },
  'date-pickers': { title: 'Date and Time Pickers', docsRoute: '/x/react-date-pickers/' },
  charts: { title: 'Charts', docsRoute: '/x/react-charts/' },
  'tree-view': { title: 'Tree View', docsRoute: '/x/react-tree-view/' },
};

/** Documented components; within a product, in the order the nav lists them (alphabetical). */
export const apiComponents: readonly ApiComponent[] = [
  { name: 'DataGrid', packageName: '@mui/x-data-grid', product: 'data-grid', slug: 'data-grid' },
  { name: 'DatePicker', packageName: '@mui/x-date-pickers', product: 'date-pickers', slug: 'date-picker' },
  { name: 'BarChart', packageName: '@mui/x-charts', product: 'charts', slug: 'bar-chart' },
  { name: 'LineChart', packageName: '@mui/x-charts', product: 'charts', slug: 'line-chart' },
  { name: 'RichTreeView', packageName: '@mui/x-tree-view', product: 'tree-view', slug: 'rich-tree-view' },
  { name: 'SimpleTreeView', packageName: '@mui/x-tree-view', product: 'tree-view', slug: 'simple-tree-view' },
  { name: 'TreeItem', packageName: '@mui/x-tree-view', product: 'tree-view', slug: 'tree-item' },
];

/** Route of a component's API page: `/x/api/tree-view/rich-tree-view/`. */
export function apiPageRoute(component: Pick<ApiComponent, 'product' | 'slug'>): string {
  return `/x/api/${component.product}/${component.slug}/`;
}

/** Folder of the generated page, relative to the project root (the folder is the route). */
export function apiPageDir(component: Pick<ApiComponent, 'product' | 'slug'>): string {
  return `stories${apiPageRoute(component)}`.replace(/\/$/, '');
}

/**
 * The "API reference" subheader of a product's nav group, one entry per documented component.
 * Its pseudo-path (`/x/api/tree-view-group`) only groups the entries.
 */
export function apiReferenceNav(product: ApiProduct, components: readonly ApiComponent[] = apiComponents): NavPage {
  return {
    pathname: `/x/api/${product}-group`,
    title: 'API reference',
    subheader: true,
    children: components
      .filter((component) => component.product === product)
      .map((component) => ({ pathname: apiPageRoute(component), title: component.name })),
  };
}
