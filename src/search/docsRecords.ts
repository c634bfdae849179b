import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import { toString } from 'mdast-util-to-string';
import type { Heading, Root, RootContent } from 'mdast';
import { createHeadingSlugger } from '../content/headingIds';
import { searchPlanOf, searchProductOf, type SearchPlan, type SearchRecord } from './types';
import { trimText } from './text';

/** A docs page as the search index sees it. */
export interface DocsPageInput {
  route: string;
  /** The page's `# title`. */
  title: string;
  lead: string;
  /** The page's MDX source. */
  source: string;
  /** The nav's plan label of the page. */
  plan?: string | null;
  /** The nav groups the page is in, outermost first. */
  breadcrumbs?: readonly string[];
}

export interface DocsSection {
  id: string;
  heading: string;
  level: 2 | 3;
  plan?: SearchPlan;
  text: string;
}

type Node = RootContent | Root;

// Code, imports/exports and `{expressions}` are not prose; a `<Lead>` is the page record's own text.
const skippedTypes = new Set(['code', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html']);

/** Reader-visible text of a node: inline code kept, code blocks and expressions left out. */
function proseOf(node: Node): string {
  if (skippedTypes.has(node.type)) return '';
  if ('value' in node && typeof node.value === 'string') return node.value;
  if (!('children' in node)) return '';
  const separator = node.type === 'list' || node.type === 'table' || node.type === 'tableRow' ? ' ' : '';
  return (node.children as Node[]).map(proseOf).join(separator);
}

/** `<PlanLabel plan="pro" />` inside a heading: the section's own plan. */
function headingPlan(heading: Heading): SearchPlan | undefined {
  for (const child of heading.children as RootContent[]) {
    if (child.type !== 'mdxJsxTextElement' || child.name !== 'PlanLabel') continue;
    const attribute = child.attributes.find((entry) => entry.type === 'mdxJsxAttribute' && entry.name === 'plan');
    if (attribute && typeof attribute.value === 'string') return searchPlanOf(attribute.value);
  }
  return undefined;
}

function isLead(node: RootContent): boolean {
  if (node.type === 'mdxJsxFlowElement') return node.name === 'Lead';
  return node.type === 'paragraph' && node.children.length === 1 && node.children[0].type === 'mdxJsxTextElement' && node.children[0].name === 'Lead';
}

/**
 * The page's prose before its first h2 (the intro) and its h2/h3 sections, each with the id the
 * page gives its heading (the same slugger, over every heading in order, as `extractPageMeta`).
 * An h4 and below stays part of its section.
 */
export function extractDocsSections(source: string): { intro: string; sections: DocsSection[] } {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(source) as Root;
  const slug = createHeadingSlugger();
  const sections: DocsSection[] = [];
  const introParts: string[] = [];
  let current: { section: DocsSection; parts: string[] } | null = null;
  const close = () => {
    if (current) current.section.text = trimText(current.parts.join(' '));
  };
  for (const node of tree.children) {
    if (node.type === 'heading') {
      const text = toString(node).replace(/\s+/g, ' ').trim();
      const id = slug(text);
      if (node.depth === 2 || node.depth === 3) {
        close();
        const plan = headingPlan(node);
        current = { section: { id, heading: text, level: node.depth, ...(plan ? { plan } : {}), text: '' }, parts: [] };
        sections.push(current.section);
        continue;
      }
      if (node.depth === 1) continue;
    }
    if (isLead(node)) continue;
    const prose = proseOf(node).trim();
    if (prose) (current ? current.parts : introParts).push(prose);
  }
  close();
  return { intro: trimText(introParts.join(' ')), sections };
}

/** A page record's name: its title without the product in front ("Data Grid - Row grouping" → "Row grouping"). */
export function pageName(title: string): string {
  const cut = title.indexOf(' - ');
  return cut > 0 ? title.slice(cut + 3) : title;
}

/** Records of one docs page: the page (title, lead and intro), then one per h2/h3 section. */
export function docsPageRecords(page: DocsPageInput, nextId: () => number): SearchRecord[] {
  const product = searchProductOf(page.route);
  const pagePlan = searchPlanOf(page.plan);
  const { intro, sections } = extractDocsSections(page.source);
  const base = { route: page.route, title: page.title, product };
  return [
    {
      id: nextId(),
      ...base,
      name: pageName(page.title),
      kind: 'page',
      ...(pagePlan ? { plan: pagePlan } : {}),
      ...(page.breadcrumbs?.length ? { group: page.breadcrumbs.join(' ') } : {}),
      text: trimText([page.lead, intro].filter(Boolean).join(' ')),
    },
    ...sections.map((section): SearchRecord => {
      const plan = section.plan ?? pagePlan;
      return { id: nextId(), ...base, anchor: section.id, name: section.heading, kind: 'section', ...(plan ? { plan } : {}), text: section.text };
    }),
  ];
}
