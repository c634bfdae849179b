import { describe, expect, it } from 'vitest';
import { buildSitePages, SiteBuildError } from './sitePages';
import type { NavPage } from '../nav/types';
import type { PageMeta } from '../content/extractPageMeta';

const nav: NavPage[] = [
  { pathname: '/x/introduction-group', title: 'Introduction', children: [{ pathname: '/x/introduction/', title: 'Overview' }] },
  {
    pathname: '/x/react-data-grid-group',
    title: 'Data Grid',
    children: [{ pathname: '/x/react-data-grid/sorting/', title: 'Sorting' }],
  },
];
const routes = [
  { route: '/x/introduction/', docsId: 'x-introduction-overview--docs', importPath: './stories/x/introduction/overview.mdx' },
  {
    route: '/x/react-data-grid/sorting/',
    docsId: 'x-react-data-grid-sorting--docs',
    importPath: './stories/x/react-data-grid/sorting/sorting.mdx',
  },
];
const meta = (title: string): PageMeta => ({ title, lead: `${title} lead.`, headings: [] });
const metaByRoute = new Map([
  ['/x/introduction/', meta('MUI X')],
  ['/x/react-data-grid/sorting/', meta('Data Grid - Sorting')],
]);

describe('buildSitePages', () => {
  it('joins nav order, docs ids and page metadata', () => {
    const [intro, sorting] = buildSitePages(nav, routes, metaByRoute);
    expect(intro).toMatchObject({
      route: '/x/introduction/',
      docsId: 'x-introduction-overview--docs',
      navTitle: 'Overview',
      title: 'MUI X',
      previous: null,
      next: { route: '/x/react-data-grid/sorting/', title: 'Sorting' },
      breadcrumbs: ['Introduction'],
      productId: null,
      productCategoryId: 'x',
      siteName: 'MUI X',
    });
    expect(sorting).toMatchObject({ productId: 'x-data-grid', productCategoryId: 'x' });
    expect(sorting.previous).toEqual({ route: '/x/introduction/', title: 'Overview' });
    expect(sorting.next).toBeNull();
  });

  it('lists every nav/content mismatch in one error', () => {
    const extraRoute = { route: '/x/orphan/', docsId: 'x-orphan--docs', importPath: './stories/x/orphan/orphan.mdx' };
    const run = () => buildSitePages(nav, [routes[0], extraRoute], metaByRoute);
    expect(run).toThrow(SiteBuildError);
    expect(run).toThrow(/"\/x\/react-data-grid\/sorting\/" has no page[\s\S]*"\/x\/orphan\/" is not in the navigation tree/);
  });
});
