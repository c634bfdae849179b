import { describe, expect, it } from 'vitest';
import type { NavPage } from '../nav/types';
import {
  createRouteSidebarTitles,
  createSidebarTitles,
  folderComponentIdOf,
  folderTitleOf,
  labelsOfSidebarItem,
  orderStoryFolders,
  routeComponentId,
  sidebarLabels,
} from './sidebar';

const nav: NavPage[] = [
  { pathname: '/x/introduction-group', title: 'Introduction', children: [{ pathname: '/x/introduction/', title: 'Overview' }] },
  {
    pathname: '/x/react-data-grid-group',
    title: 'Data Grid',
    children: [
      { pathname: '/x/react-data-grid/', title: 'Overview' },
      {
        pathname: '/x/react-data-grid/main-features',
        title: 'Main features',
        subheader: true,
        children: [
          { pathname: '/x/react-data-grid/sorting/', title: 'Sorting' },
          { pathname: '/x/react-data-grid/column-pinning/', title: 'Column pinning', plan: 'pro', newFeature: true },
        ],
      },
    ],
  },
  {
    pathname: '/x/migration-group',
    title: 'Migration',
    children: [{ pathname: '/x/migration/usage-with-material-ui-v5-v6/', title: 'Usage with Material UI v5/v6' }],
  },
];

describe('folder ids', () => {
  it('are the ids titles from folders gave: a file named like its folder adds no segment', () => {
    expect(folderTitleOf('./stories/x/react-data-grid/sorting/sorting.mdx')).toBe('x/react-data-grid/sorting');
    expect(folderTitleOf('./stories/x/react-data-grid/sorting/sorting.stories.tsx')).toBe('x/react-data-grid/sorting');
    expect(folderTitleOf('./stories/x/introduction/overview.stories.tsx')).toBe('x/introduction/overview');
    expect(folderComponentIdOf('./stories/x/react-tree-view/simple-tree-view/items/items.mdx')).toBe('x-react-tree-view-simple-tree-view-items');
    expect(folderComponentIdOf('./src/page/Other.stories.tsx')).toBeNull();
  });
});

describe('sidebar titles', () => {
  const titleOf = createSidebarTitles(nav);

  it('are the nav groups and the page title, for pages, product overviews and API tabs', () => {
    expect(titleOf('./stories/x/react-data-grid/sorting/sorting.stories.tsx')).toBe('Data Grid/Main features/Sorting');
    expect(titleOf('./stories/x/react-data-grid/overview.mdx')).toBe('Data Grid/Overview');
    expect(titleOf('./stories/x/introduction/overview.stories.tsx')).toBe('Introduction/Overview');
    expect(titleOf('./stories/x/react-data-grid/components-api/components-api.mdx')).toBe('Data Grid/Overview · Components API');
  });

  it('are found by route too, with the folder id of the route', () => {
    expect(createRouteSidebarTitles(nav)('/x/react-data-grid/column-pinning/')).toBe('Data Grid/Main features/Column pinning');
    expect(routeComponentId('/x/api/charts/bar-chart/')).toBe('x-api-charts-bar-chart');
  });

  it('never nest on a slash inside a title, and are null outside the nav', () => {
    expect(titleOf('./stories/x/migration/usage-with-material-ui-v5-v6/usage-with-material-ui-v5-v6.mdx')).toBe(
      'Migration/Usage with Material UI v5\u2215v6',
    );
    expect(titleOf('./stories/x/scratch/scratch.mdx')).toBeNull();
  });
});

describe('sidebar order and labels', () => {
  it('lists page folders in nav order, then folders the nav does not know', () => {
    const folders = ['x/introduction', 'x/react-data-grid', 'x/react-data-grid/column-pinning', 'x/react-data-grid/sorting', 'x/aaa', 'x/react-data-grid/components-api'];
    expect(orderStoryFolders(folders, nav)).toEqual([
      'x/introduction',
      'x/react-data-grid',
      'x/react-data-grid/components-api',
      'x/react-data-grid/sorting',
      'x/react-data-grid/column-pinning',
      'x/aaa',
    ]);
  });

  it('puts plan and status labels on the page node', () => {
    expect(sidebarLabels(nav)).toEqual({ 'data-grid-main-features-column-pinning': ['Pro', 'New'] });
  });

  it('finds them for a page with demos (a component node) and a page of docs only (a docs leaf named like it)', () => {
    const labels = { 'data-grid-main-features-column-pinning': ['Pro' as const] };
    expect(labelsOfSidebarItem({ type: 'component', id: 'data-grid-main-features-column-pinning', name: 'Column pinning' }, labels)).toEqual(['Pro']);
    const docsLeaf = { type: 'docs', id: 'x-react-data-grid-column-pinning--docs', title: 'Data Grid/Main features/Column pinning' };
    expect(labelsOfSidebarItem({ ...docsLeaf, name: 'Column pinning' }, labels)).toEqual(['Pro']);
    // The "Docs" entry under a component node leaves the labels to the node.
    expect(labelsOfSidebarItem({ ...docsLeaf, name: 'Docs' }, labels)).toEqual([]);
  });
});
