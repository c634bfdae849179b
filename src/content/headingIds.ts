import GithubSlugger from 'github-slugger';

/**
 * Ids of a page's headings, in document order: github-slugger over the heading's text with
 * whitespace folded and trimmed (so a trailing plan label leaves no trailing hyphen). Used by the
 * build-time extractor and by the MDX compiler, so the TOC and the rendered ids always agree.
 */
export function createHeadingSlugger(): (text: string) => string {
  const slugger = new GithubSlugger();
  return (text) => slugger.slug(text.replace(/\s+/g, ' ').trim());
}

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  if (node.type === 'element') return (node.children ?? []).map(textOf).join('');
  return ''; // JSX elements (<PlanLabel/>) are not part of the heading's text
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
