import type { NavPage } from '../nav/types';
import { collectPageRoutes, findNavContentMismatches, validateNav } from '../nav/validate';
import { findNeighbours, orderPages } from '../nav/order';
import type { PageMeta, PageHeading } from '../content/extractPageMeta';
import type { RouteEntry } from './routes';
import { getProductInfo, productDisplayName } from './productInfo';

export interface PageLink {
  route: string;
  title: string;
}

/**
 * How the shell shows a page's content: `docs` pages live in the Storybook preview (content
 * frame); `api` pages are data the shell renders itself, prerendered, with no preview to boot.
 */
export type ShellPageKind = 'docs' | 'api';

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
  headings: PageHeading[];
  breadcrumbs: string[];
  previous: PageLink | null;
  next: PageLink | null;
  /** Product of the page (analytics meta tags, version menu); `null` when none. */
  productId: string | null;
  productCategoryId: string | null;
  /** Name after the page title in `<title>`. */
  siteName: string;
}

export class SiteBuildError extends Error {
  override name = 'SiteBuildError';
}

/**
 * Joins the nav tree, the routes found in the Storybook index and each page's MDX metadata.
 * Fails with every mismatch listed: a nav entry without a page, a page missing from the nav,
 * duplicate pathnames (from validateNav).
 */
export function buildSitePages(
  nav: readonly NavPage[],
  routes: readonly RouteEntry[],
  metaByRoute: ReadonlyMap<string, PageMeta>,
  hiddenRoutes: readonly string[] = [],
): ShellPage[] {
  validateNav(nav);
  const problems = findNavContentMismatches(
    nav,
    routes.map((entry) => entry.route),
    hiddenRoutes,
  );
  if (problems.length > 0) throw new SiteBuildError(`The navigation tree and the pages disagree:\n- ${problems.join('\n- ')}`);

  const ordered = orderPages(nav);
  const byRoute = new Map(routes.map((entry) => [entry.route, entry]));
  const link = (route: string | undefined, title: string | undefined): PageLink | null =>
    route && title ? { route, title } : null;

  const pages: ShellPage[] = [];
  for (const orderedPage of ordered) {
    const entry = byRoute.get(orderedPage.pathname)!;
    const meta = metaByRoute.get(orderedPage.pathname);
    if (!meta) throw new SiteBuildError(`No metadata was read for ${orderedPage.pathname} (${entry.importPath}).`);
    const { previous, next } = findNeighbours(ordered, orderedPage.pathname);
    const product = getProductInfo(orderedPage.pathname);
    pages.push({
      route: orderedPage.pathname,
      kind: meta.dataUrl ? 'api' : 'docs',
      ...(meta.dataUrl ? { dataUrl: meta.dataUrl } : {}),
      docsId: entry.docsId,
      navTitle: orderedPage.title,
      title: meta.title,
      lead: meta.lead,
      headings: meta.headings,
      breadcrumbs: orderedPage.breadcrumbs,
      previous: link(previous?.pathname, previous?.title),
      next: link(next?.pathname, next?.title),
      ...product,
      siteName: productDisplayName(product),
    });
  }
  return pages;
}

