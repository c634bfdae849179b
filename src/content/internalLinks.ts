import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import { toString } from 'mdast-util-to-string';
import type { Heading, Link, Root } from 'mdast';
import { createHeadingSlugger } from './headingIds';
import { demoNameFromHash } from '../preferences/codePreferences';

/** What a page offers to links (the ids of all its headings) and the site links it makes. */
export interface PageLinks {
  /** Ids of every heading, `#` to `######`, as the rendered page gives them. */
  anchors: string[];
  /** Markdown links to this site: `/x/…` routes, with or without `#fragment`, and `#fragment` alone. */
  links: string[];
}

export function extractPageLinks(source: string): PageLinks {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(source) as Root;
  const slug = createHeadingSlugger();
  const anchors: string[] = [];
  const links: string[] = [];
  const visit = (node: { type: string; children?: unknown[] }) => {
    if (node.type === 'heading') anchors.push(slug(toString(node as Heading)));
    if (node.type === 'link') {
      const { url } = node as Link;
      if (url.startsWith('#') || (url.startsWith('/') && !url.startsWith('//'))) links.push(url);
    }
    for (const child of (node.children ?? []) as Array<{ type: string; children?: unknown[] }>) visit(child);
  };
  visit(tree);
  return { anchors, links };
}

/**
 * Links that lead nowhere: to a route the site does not have (unless it is a page still to be
 * written, `pendingRoutes`), or to a heading its docs page does not have. `anchorsByRoute` holds the
 * docs pages' heading ids; other routes (API pages, tabs) are only checked to exist.
 */
export function findBrokenLinks(
  linksByRoute: ReadonlyMap<string, readonly string[]>,
  routes: ReadonlySet<string>,
  anchorsByRoute: ReadonlyMap<string, readonly string[]>,
  pendingRoutes: ReadonlySet<string> = new Set(),
): string[] {
  const problems: string[] = [];
  for (const [from, links] of linksByRoute) {
    for (const link of links) {
      const [path, fragment] = link.split('#', 2) as [string, string | undefined];
      const target = path === '' ? from : path;
      if (!routes.has(target)) {
        if (!pendingRoutes.has(target)) problems.push(`${from}: "${link}" is not a page of the site.`);
        continue;
      }
      const anchors = anchorsByRoute.get(target);
      // `#BasicSorting.tsx` opens a demo's source, not a heading.
      if (fragment && anchors && !demoNameFromHash(fragment) && !anchors.includes(fragment)) {
        problems.push(`${from}: "${link}" names no heading of ${target}.`);
      }
    }
  }
  return problems;
}
