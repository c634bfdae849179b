import type { NavPage } from './types';

/**
 * The production navigation tree, in the order of the product spec's groups.
 * Leaf pathnames are routes (a folder under `stories/`); pathnames ending in `-group` are
 * pseudo-paths that only group their children. Groups of the spec without any written page yet
 * (Common concepts, Migration, ...) join the tree with their first page.
 */
export const pages: NavPage[] = [
  {
    pathname: '/x/introduction-group',
    title: 'Introduction',
    children: [
      { pathname: '/x/introduction/', title: 'Overview' },
      { pathname: '/x/introduction/installation/', title: 'Installation' },
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
    ],
  },
];
