import type { NavPage } from './types.ts';
import { apiCatalog, apiReferenceNav } from '../apiDocs/catalog.ts';
import type { ApiCatalog } from '../apiDocs/types.ts';

/**
 * The production navigation tree, in the order of the product spec's groups.
 * Leaf pathnames are routes (a folder under `stories/`); pathnames ending in `-group`, and
 * subheaders, only group their children. Each product ends with its "API reference" entries,
 * generated from the API catalogue (src/apiDocs/apiCatalog.json).
 */
export function buildNav(catalog: ApiCatalog = apiCatalog): NavPage[] {
  return [
    {
      pathname: '/x/introduction-group',
      title: 'Introduction',
      children: [
        { pathname: '/x/introduction/', title: 'Overview' },
        { pathname: '/x/introduction/installation/', title: 'Installation' },
      ],
    },
    {
      pathname: '/x/common-concepts-group',
      title: 'Common concepts',
      children: [
        {
          pathname: '/x/common-concepts/custom-components/',
          title: 'Slots and subcomponents',
        },
      ],
    },
    {
      pathname: '/x/react-data-grid-group',
      title: 'Data Grid',
      children: [
        { pathname: '/x/react-data-grid/', title: 'Overview' },
        {
          pathname: '/x/react-data-grid/main-features',
          title: 'Main features',
          subheader: true,
          children: [{ pathname: '/x/react-data-grid/sorting/', title: 'Sorting' }],
        },
        apiReferenceNav('data-grid', catalog),
      ],
    },
    {
      pathname: '/x/react-date-pickers-group',
      title: 'Date and Time Pickers',
      children: [{ pathname: '/x/react-date-pickers/', title: 'Overview' }, apiReferenceNav('date-pickers', catalog)],
    },
    {
      pathname: '/x/react-charts-group',
      title: 'Charts',
      children: [{ pathname: '/x/react-charts/', title: 'Overview' }, apiReferenceNav('charts', catalog)],
    },
    {
      pathname: '/x/react-tree-view-group',
      title: 'Tree View',
      children: [{ pathname: '/x/react-tree-view/', title: 'Overview' }, apiReferenceNav('tree-view', catalog)],
    },
    {
      pathname: '/x/migration-group',
      title: 'Migration',
      children: [
        {
          pathname: '/x/migration/migration-v8',
          title: 'Upgrade to v8',
          subheader: true,
          children: [
            {
              pathname: '/x/migration/migration-data-grid-v7/',
              title: 'Breaking changes: Data Grid',
            },
          ],
        },
      ],
    },
  ];
}

/** The navigation of the committed API catalogue. */
export const pages: NavPage[] = buildNav();
