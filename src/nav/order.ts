import type { NavPage, OrderedPage } from './types.ts';
import { isGroup, isLinkEntry } from './validate.ts';

/** Title shown for an entry: its own, else derived from the last path segment. */
export function pageTitle(page: NavPage): string {
  if (page.title) return page.title;
  const segment = page.pathname.replace(/\/$/, '').split('/').pop() ?? '';
  const words = segment.replace(/^react-/, '').replace(/-group$/, '').replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** All pages in reading order (depth first, file and section links left out), the order used for previous/next links. */
export function orderPages(tree: readonly NavPage[]): OrderedPage[] {
  const ordered: OrderedPage[] = [];
  const visit = (entries: readonly NavPage[], breadcrumbs: string[]) => {
    for (const page of entries) {
      if (isGroup(page)) {
        visit(page.children ?? [], [...breadcrumbs, pageTitle(page)]);
        continue;
      }
      if (isLinkEntry(page)) continue;
      ordered.push({
        pathname: page.pathname,
        title: pageTitle(page),
        plan: page.plan ?? 'community',
        newFeature: Boolean(page.newFeature),
        planned: Boolean(page.planned),
        unstable: Boolean(page.unstable),
        breadcrumbs,
      });
    }
  };
  visit(tree, []);
  return ordered;
}

export interface Neighbours {
  previous: OrderedPage | null;
  next: OrderedPage | null;
}

export function findNeighbours(ordered: readonly OrderedPage[], pathname: string): Neighbours {
  const index = ordered.findIndex((page) => page.pathname === pathname);
  if (index === -1) return { previous: null, next: null };
  return { previous: ordered[index - 1] ?? null, next: ordered[index + 1] ?? null };
}

/** Pathnames of the groups that contain `pathname`, outermost first (for expanding the tree). */
export function findAncestors(tree: readonly NavPage[], pathname: string): string[] {
  const search = (entries: readonly NavPage[], trail: string[]): string[] | null => {
    for (const page of entries) {
      if (page.pathname === pathname) return trail;
      if (page.children) {
        const found = search(page.children, [...trail, page.pathname]);
        if (found) return found;
      }
    }
    return null;
  };
  return search(tree, []) ?? [];
}
