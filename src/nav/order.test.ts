import { describe, expect, it } from 'vitest';
import { findAncestors, findNeighbours, orderPages, pageTitle } from './order';
import type { NavPage } from './types';

const tree: NavPage[] = [
  {
    pathname: '/x/introduction-group',
    title: 'Introduction',
    children: [
      { pathname: '/x/introduction/', title: 'Overview' },
      { pathname: '/x/llms.txt', title: 'llms.txt', file: true },
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
        children: [
          { pathname: '/x/react-data-grid/column-pinning/', plan: 'pro' },
          { pathname: '/x/react-data-grid/#planned', title: 'Future features', planned: true },
        ],
      },
    ],
  },
];

describe('orderPages', () => {
  it('flattens depth first with breadcrumbs and defaults, leaving file entries and section links out', () => {
    const ordered = orderPages(tree);
    expect(ordered.map((page) => page.pathname)).toEqual([
      '/x/introduction/',
      '/x/react-data-grid/',
      '/x/react-data-grid/column-pinning/',
    ]);
    expect(ordered[2]).toMatchObject({
      title: 'Column pinning',
      plan: 'pro',
      newFeature: false,
      breadcrumbs: ['Data Grid', 'Main features'],
    });
  });
});

describe('findNeighbours', () => {
  const ordered = orderPages(tree);
  it('links across groups', () => {
    const { previous, next } = findNeighbours(ordered, '/x/react-data-grid/');
    expect(previous?.pathname).toBe('/x/introduction/');
    expect(next?.pathname).toBe('/x/react-data-grid/column-pinning/');
  });
  it('has no previous at the start, no next at the end, nothing for unknown pages', () => {
    expect(findNeighbours(ordered, '/x/introduction/').previous).toBeNull();
    expect(findNeighbours(ordered, '/x/react-data-grid/column-pinning/').next).toBeNull();
    expect(findNeighbours(ordered, '/nope/')).toEqual({ previous: null, next: null });
  });
});

describe('pageTitle and findAncestors', () => {
  it('derives a title from the last segment', () => {
    expect(pageTitle({ pathname: '/x/react-tree-view/' })).toBe('Tree view');
    expect(pageTitle({ pathname: '/x/react-data-grid/row-grouping/' })).toBe('Row grouping');
  });
  it('finds the groups above a page', () => {
    expect(findAncestors(tree, '/x/react-data-grid/column-pinning/')).toEqual([
      '/x/react-data-grid-group',
      '/x/react-data-grid/main-features',
    ]);
    expect(findAncestors(tree, '/unknown/')).toEqual([]);
  });
});
