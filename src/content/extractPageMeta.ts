import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import { toString } from 'mdast-util-to-string';
import type { Heading, Root, RootContent } from 'mdast';
import type { Program } from 'estree';
import { createHeadingSlugger } from './headingIds';

export interface PageHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface PageMeta {
  title: string;
  /** The lead paragraph (`<Lead>` element), as plain text: the page's meta description. */
  lead: string;
  headings: PageHeading[];
  /** Meta description when it differs from the lead (a page's API tab). */
  description?: string;
  /** Pages whose content is data the shell renders itself (API reference): where that data is served. */
  dataUrl?: string;
  /**
   * Components whose API the page's "Components API" tab shows (`export const componentsApi = [...]`
   * in the MDX), or `'demos'`: those its demos import. Absent: the page has no tabs.
   */
  componentsApi?: string[] | 'demos';
}

export class PageMetaError extends Error {
  override name = 'PageMetaError';
}

/** `<Lead>` as a block of its own, or alone on one line (then MDX wraps it in a paragraph). */
function asLeadElement(node: RootContent): RootContent | null {
  if (node.type === 'mdxJsxFlowElement' && node.name === 'Lead') return node;
  if (node.type === 'paragraph' && node.children.length === 1) {
    const [child] = node.children;
    if (child.type === 'mdxJsxTextElement' && child.name === 'Lead') return node;
  }
  return null;
}

/** The value of `export const componentsApi = …`: a list of component names, or `'demos'`. */
function readComponentsApi(program: Program, file: string): PageMeta['componentsApi'] {
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declaration.declarations) {
      if (declarator.id.type !== 'Identifier' || declarator.id.name !== 'componentsApi') continue;
      const value = declarator.init;
      if (value?.type === 'Literal' && value.value === 'demos') return 'demos';
      if (value?.type === 'ArrayExpression') {
        const names = value.elements.map((element) => (element?.type === 'Literal' && typeof element.value === 'string' ? element.value : null));
        if (names.length > 0 && names.every((name): name is string => name !== null && /^[A-Z]\w*$/.test(name))) return names;
      }
      throw new PageMetaError(`${file}: componentsApi must be 'demos' or a non-empty list of component names, like ['DatePicker'].`);
    }
  }
  return undefined;
}

/**
 * Reads what the shell prerenders from an MDX page: the `# title`, the `<Lead>` paragraph and the
 * `##`/`###` headings with the ids rehype-slug gives them in Storybook (github-slugger, in order).
 */
export function extractPageMeta(source: string, file = 'page.mdx'): PageMeta {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(source) as Root;
  const slug = createHeadingSlugger();
  let title: string | null = null;
  let lead: string | null = null;
  const headings: PageHeading[] = [];
  let componentsApi: PageMeta['componentsApi'];

  for (const node of tree.children) {
    if (node.type === 'mdxjsEsm' && node.data?.estree) {
      componentsApi ??= readComponentsApi(node.data.estree, file);
    } else if (node.type === 'heading') {
      const text = toString(node as Heading).replace(/\s+/g, ' ').trim();
      const id = slug(text);
      if (node.depth === 1 && title === null) title = text;
      else if (node.depth === 2 || node.depth === 3) headings.push({ id, text, level: node.depth });
    } else if (lead === null) {
      const element = asLeadElement(node);
      if (element) lead = toString(element).replace(/\s+/g, ' ').trim();
    }
  }
  if (!title) throw new PageMetaError(`${file}: the page needs a "# Title" heading.`);
  if (!lead) throw new PageMetaError(`${file}: the page needs a <Lead>…</Lead> paragraph under its title.`);
  return { title, lead, headings, ...(componentsApi ? { componentsApi } : {}) };
}
