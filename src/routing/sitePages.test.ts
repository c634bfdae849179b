import { describe, expect, it } from 'vitest';
import { buildSitePages, navRouteOf, SiteBuildError } from './sitePages';
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

  it('puts a page\'s API tab right after it, with the page\'s nav place and a description of its own', () => {
    const tabRoute = { route: '/x/react-data-grid/sorting/components-api/', docsId: 'x-react-data-grid-sorting-components-api--docs', importPath: './stories/x/react-data-grid/sorting/components-api/components-api.mdx' };
    const metas = new Map([...metaByRoute, [tabRoute.route, { ...meta('Data Grid - Sorting'), description: 'Props of DataGrid.' }]]);
    const pages = buildSitePages(nav, [...routes, tabRoute], metas);
    expect(pages.map((page) => page.route)).toEqual(['/x/introduction/', '/x/react-data-grid/sorting/', tabRoute.route]);
    const [, demos, api] = pages;
    expect(demos.tabs).toEqual({ pageRoute: '/x/react-data-grid/sorting/', active: 'demos' });
    expect(api).toMatchObject({ tabs: { pageRoute: '/x/react-data-grid/sorting/', active: 'components-api' }, navTitle: 'Sorting', description: 'Props of DataGrid.' });
    expect(api.previous).toEqual(demos.previous);
    expect(navRouteOf(api)).toBe('/x/react-data-grid/sorting/');
    expect(pages[0]).not.toHaveProperty('tabs');
  });

  it('reports an API tab whose page is not in the nav', () => {
    const orphanTab = { route: '/x/orphan/components-api/', docsId: 'x-orphan-components-api--docs', importPath: './stories/x/orphan/components-api/components-api.mdx' };
    expect(() => buildSitePages(nav, [...routes, orphanTab], metaByRoute)).toThrow(/"\/x\/orphan\/components-api\/" is not in the navigation tree/);
  });
});

