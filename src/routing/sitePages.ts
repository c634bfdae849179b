import type { NavPage } from '../nav/types';
import { collectPageRoutes, findNavContentMismatches, validateNav } from '../nav/validate';
import { findNeighbours, orderPages } from '../nav/order';
import type { PageMeta, PageHeading } from '../content/extractPageMeta';
import type { RouteEntry } from './routes';
import { getProductInfo, productDisplayName } from './productInfo';
import { splitDocsTab, type DocsTab } from './docsTabs';

export interface PageLink {
  route: string;
  title: string;
}

/**
 * How the shell shows a page's content: `docs` pages live in the Storybook preview (content
 * frame); `api` pages are data the shell renders itself, prerendered, with no preview to boot;
 * the `playground` is the shell's own editor and a sandboxed frame, outside the docs' reading order;
 * `search` is the plain search page (a form, and its results once scripts run), outside it too.
 */
export type ShellPageKind = 'docs' | 'api' | 'playground' | 'search';

/** Everything the shell needs to show a page, prerendered or after an in-shell navigation. */
export interface ShellPage {
  route: string;
  kind: ShellPageKind;
  /** `api` pages: URL of the page's data (the shell fetches it when switching to the page). */
  dataUrl?: string;
  docsId: string;
  /** Title from the nav tree (short, e.g. "Sorting"). */
  navTitle: string;
  /** Title of the page itself (its `# heading`). */
  title: string;
  lead: string;
  /** Meta description when it differs from the lead (a page's API tab). */
  description?: string;
  headings: PageHeading[];
  /**
   * Pages with a "Components API" tab: the page (its nav entry, its "Demos" tab) and the tab this
   * route shows. Both tabs highlight the page in the nav.
   */
  tabs?: { pageRoute: string; active: DocsTab };
  breadcrumbs: string[];
  previous: PageLink | null;
  next: PageLink | null;
  /** Product of the page (analytics meta tags, version menu); `null` when none. */
  productId: string | null;
  productCategoryId: string | null;
  /** Name after the page title in `<title>`. */
  siteName: string;
  /** Pages search engines should not index (the search page: its results are other pages). */
  noindex?: boolean;
}

export class SiteBuildError extends Error {
  override name = 'SiteBuildError';
}

/** The nav entry a page highlights: its own route, or for an API tab the page it belongs to. */
export function navRouteOf(page: Pick<ShellPage, 'route' | 'tabs'>): string {
  return page.tabs?.pageRoute ?? page.route;
}

/**
 * Joins the nav tree, the routes found in the Storybook index and each page's MDX metadata.
 * A route `<page>/components-api/` is the API tab of a nav page: it follows its page, with the
 * page's place in the nav. Fails with every mismatch listed: a nav entry without a page, a page
 * missing from the nav, duplicate pathnames (from validateNav).
 */
export function buildSitePages(
  nav: readonly NavPage[],
  routes: readonly RouteEntry[],
  metaByRoute: ReadonlyMap<string, PageMeta>,
  hiddenRoutes: readonly string[] = [],
): ShellPage[] {
  validateNav(nav);
  const navRoutes = new Set(collectPageRoutes(nav));
  const tabRoutes = new Map<string, string>();
  for (const { route } of routes) {
    const { pageRoute, tab } = splitDocsTab(route);
    if (tab !== 'demos' && navRoutes.has(pageRoute)) tabRoutes.set(pageRoute, route);
  }
  const problems = findNavContentMismatches(
    nav,
    routes.map((entry) => entry.route),
    [...hiddenRoutes, ...tabRoutes.values()],
  );
  if (problems.length > 0) throw new SiteBuildError(`The navigation tree and the pages disagree:\n- ${problems.join('\n- ')}`);

  const ordered = orderPages(nav);
  const byRoute = new Map(routes.map((entry) => [entry.route, entry]));
  const link = (route: string | undefined, title: string | undefined): PageLink | null => (route && title ? { route, title } : null);

  const pages: ShellPage[] = [];
  for (const orderedPage of ordered) {
    const pageRoute = orderedPage.pathname;
    const tabRoute = tabRoutes.get(pageRoute);
    const { previous, next } = findNeighbours(ordered, pageRoute);
    const product = getProductInfo(pageRoute);
    for (const [route, tab] of tabRoute
      ? ([
          [pageRoute, 'demos'],
          [tabRoute, 'components-api'],
        ] as const)
      : ([[pageRoute, null]] as const)) {
      const entry = byRoute.get(route)!;
      const meta = metaByRoute.get(route);
      if (!meta) throw new SiteBuildError(`No metadata was read for ${route} (${entry.importPath}).`);
      pages.push({
        route,
        kind: meta.dataUrl ? 'api' : 'docs',
        ...(meta.dataUrl ? { dataUrl: meta.dataUrl } : {}),
        docsId: entry.docsId,
        navTitle: orderedPage.title,
        title: meta.title,
        lead: meta.lead,
        ...(meta.description ? { description: meta.description } : {}),
        headings: meta.headings,
        ...(tab ? { tabs: { pageRoute, active: tab } } : {}),
        breadcrumbs: orderedPage.breadcrumbs,
        previous: link(previous?.pathname, previous?.title),
        next: link(next?.pathname, next?.title),
        ...product,
        siteName: productDisplayName(product),
      });
    }
  }
  return pages;
}

/** A page of the shell's own (no docs entry): the navigation around it, no ad, table of contents or pager. */
function standalonePage(route: string, kind: ShellPage['kind'], title: string, lead: string): ShellPage {
  return {
    route,
    kind,
    docsId: '',
    navTitle: title,
    title,
    lead,
    headings: [],
    breadcrumbs: ['MUI X'],
    previous: null,
    next: null,
    productId: null,
    productCategoryId: null,
    siteName: 'MUI X',
  };
}

/** The playground page: the navigation around the editor. */
export function playgroundPage(route: string): ShellPage {
  return standalonePage(
    route,
    'playground',
    'Playground',
    'Write TSX with MUI X, Material UI and dayjs and see it render as you type. The code is kept in the link, so sharing the address shares it.',
  );
}

/** The search page: the navigation around a search form, no feedback; not for search engines' indexes. */
export function searchPage(route: string): ShellPage {
  return { ...standalonePage(route, 'search', 'Search', 'Search the MUI X documentation: pages, sections, components, props and slots.'), noindex: true };
}
