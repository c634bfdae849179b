import type { NavPage } from './types.ts';

export class NavValidationError extends Error {
  override name = 'NavValidationError';
}

const pathnamePattern = /^\/[a-z0-9][a-z0-9\-/.]*(#[a-z][a-z0-9-]*)?$/;

/** A leaf is a routable page; an entry with children (or a subheader) is a group. */
export function isGroup(page: NavPage): boolean {
  return Boolean(page.subheader) || (page.children !== undefined && page.children.length > 0);
}

/** A nav entry that links a file the build writes rather than a page. */
export function isFileEntry(page: NavPage): boolean {
  return Boolean(page.file) && !isGroup(page);
}

/**
 * A nav entry that links a section of a page (`/x/react-charts/#planned-charts`), such as a
 * planned component described on its overview: not a page of its own.
 */
export function isAnchorEntry(page: NavPage): boolean {
  return page.pathname.includes('#') && !isGroup(page);
}

/** A leaf that is a link rather than a page: a file the build writes, or a section of a page. */
export function isLinkEntry(page: NavPage): boolean {
  return isFileEntry(page) || isAnchorEntry(page);
}

/** The page an anchor entry points into (`/x/react-charts/`). */
export function anchorPageRoute(page: NavPage): string {
  return page.pathname.slice(0, page.pathname.indexOf('#'));
}

const fileNamePattern = /\/[a-z0-9][a-z0-9\-]*\.[a-z0-9]+$/;

/**
 * Checks the tree: every pathname well formed and unique, every page route ending in a slash,
 * groups non-empty. Throws a NavValidationError naming the first offending pathname.
 */
export function validateNav(tree: readonly NavPage[]): void {
  const seen = new Set<string>();
  const visit = (entries: readonly NavPage[]) => {
    for (const page of entries) {
      if (!pathnamePattern.test(page.pathname)) {
        throw new NavValidationError(`Malformed pathname "${page.pathname}" in the navigation tree.`);
      }
      if (seen.has(page.pathname)) {
        throw new NavValidationError(`Duplicated pathname "${page.pathname}" in the navigation tree.`);
      }
      seen.add(page.pathname);
      if (page.pathname.includes('#') && (isGroup(page) || !anchorPageRoute(page).endsWith('/'))) {
        throw new NavValidationError(`Section link "${page.pathname}" must be a leaf whose page route ends with "/", such as "/x/react-charts/#planned-charts".`);
      }
      if (isGroup(page)) {
        if (!page.children || page.children.length === 0) {
          throw new NavValidationError(`Group "${page.pathname}" has no pages.`);
        }
        visit(page.children);
      } else if (page.file) {
        if (!fileNamePattern.test(page.pathname)) {
          throw new NavValidationError(`File entry "${page.pathname}" must name a file, such as "/x/llms.txt".`);
        }
      } else if (!isAnchorEntry(page) && !page.pathname.endsWith('/')) {
        throw new NavValidationError(
          `Page pathname "${page.pathname}" must end with "/" (only group pseudo-paths may omit it).`,
        );
      }
    }
  };
  visit(tree);
}

/**
 * Compares the tree with the pages that exist. Every nav page must have content and every
 * content page must be in the nav (unless listed as hidden). Returns the problems as messages.
 */
export function findNavContentMismatches(
  tree: readonly NavPage[],
  contentRoutes: Iterable<string>,
  hiddenRoutes: Iterable<string> = [],
): string[] {
  const navRoutes = new Set(collectPageRoutes(tree));
  const content = new Set(contentRoutes);
  const hidden = new Set(hiddenRoutes);
  const problems: string[] = [];
  for (const route of navRoutes) {
    if (!content.has(route)) {
      problems.push(`Navigation entry "${route}" has no page: add stories${route}<name>.mdx or remove the entry.`);
    }
  }
  for (const anchor of collectAnchorEntries(tree)) {
    if (!content.has(anchorPageRoute(anchor))) {
      problems.push(`Navigation entry "${anchor.pathname}" links a section of "${anchorPageRoute(anchor)}", which has no page.`);
    }
  }
  for (const route of content) {
    if (!navRoutes.has(route) && !hidden.has(route)) {
      problems.push(`Page "${route}" is not in the navigation tree (src/nav/pages.ts).`);
    }
  }
  return problems;
}

function collectAnchorEntries(tree: readonly NavPage[]): NavPage[] {
  return tree.flatMap((page) => (isGroup(page) ? collectAnchorEntries(page.children ?? []) : isAnchorEntry(page) ? [page] : []));
}

/** Routes of all leaf pages (not file or section links), depth first. */
export function collectPageRoutes(tree: readonly NavPage[]): string[] {
  const routes: string[] = [];
  const visit = (entries: readonly NavPage[]) => {
    for (const page of entries) {
      if (isGroup(page)) visit(page.children ?? []);
      else if (!isLinkEntry(page)) routes.push(page.pathname);
    }
  };
  visit(tree);
  return routes;
}

/** Paths of the nav's file entries (files the build must write), depth first. */
export function collectFileRoutes(tree: readonly NavPage[]): string[] {
  const files: string[] = [];
  const visit = (entries: readonly NavPage[]) => {
    for (const page of entries) {
      if (isGroup(page)) visit(page.children ?? []);
      else if (isFileEntry(page)) files.push(page.pathname);
    }
  };
  visit(tree);
  return files;
}
