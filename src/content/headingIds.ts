import GithubSlugger from 'github-slugger';
import { textOf, type HastNode } from './hast.ts';

/**
 * Ids of a page's headings, in document order: github-slugger over the heading's text with
 * whitespace folded and trimmed (so a trailing plan label leaves no trailing hyphen). Used by the
 * build-time extractor and by the MDX compiler, so the TOC and the rendered ids always agree.
 */
export function createHeadingSlugger(): (text: string) => string {
  const slugger = new GithubSlugger();
  return (text) => slugger.slug(text.replace(/\s+/g, ' ').trim());
}

/** Rehype plugin giving every heading its id (rehype-slug, which runs later, keeps existing ids). */
export function rehypeHeadingIds() {
  return (tree: HastNode) => {
    const slug = createHeadingSlugger();
    const visit = (node: HastNode) => {
      for (const child of node.children ?? []) {
        if (child.type === 'element' && /^h[1-6]$/.test(child.tagName ?? '')) {
          child.properties ??= {};
          if (!child.properties.id) child.properties.id = slug(textOf(child));
        } else {
          visit(child);
        }
      }
    };
    visit(tree);
  };
}
