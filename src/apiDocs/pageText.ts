import { apiKindTitles, apiProducts } from './catalog';
import type { ApiCatalogEntry, ApiEntryKind, ApiPageData, ApiPlan, ApiProduct } from './types';
import type { PageHeading } from '../content/extractPageMeta';

/**
 * Titles, leads, section headings and anchors of the API pages: one module read by the page
 * component (Storybook and shell), the prerenderer (title, meta description, table of contents)
 * and the tests, so they always agree.
 */

export const planNames: Record<ApiPlan, string> = { community: 'Community', pro: 'Pro', premium: 'Premium' };

/** Data of a product's API index page. */
export interface ApiIndexData {
  product: ApiProduct;
  route: string;
  entries: (Pick<ApiCatalogEntry, 'kind' | 'name' | 'plan'> & { route: string; summary: string })[];
}

export function apiPageTitle(data: Pick<ApiPageData, 'name'>): string {
  return `${data.name} API`;
}

export function apiIndexTitle(product: ApiProduct): string {
  return `${apiProducts[product].title} API`;
}

const kindNoun: Record<ApiEntryKind, string> = { component: 'component', interface: 'interface', hook: 'hook' };

/** The lead under the title: what the page lists, and where the entry comes from. */
export function apiPageLead(data: ApiPageData): string {
  const from = data.editions.map((edition) => edition.packageName).join(', ');
  if (data.kind === 'hook') return `Parameters and return value of the ${data.name} hook, from ${from} ${data.packageVersion}.`;
  if (data.kind === 'interface') {
    const what = data.methods.length > 0 ? 'Methods and properties' : 'Properties';
    return `${what} of the ${data.name} interface, from ${from} ${data.packageVersion}.`;
  }
  const parts = ['props', ...(data.slots.length > 0 ? ['slots'] : []), ...(data.classes.length > 0 ? ['CSS classes'] : [])];
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
  return `The ${list} of the ${data.name} React ${kindNoun[data.kind]}, from ${from} ${data.packageVersion}.`;
}

export function apiIndexLead(product: ApiProduct, counts: Record<ApiEntryKind, number>): string {
  const parts = (Object.keys(counts) as ApiEntryKind[]).filter((kind) => counts[kind] > 0).map((kind) => `${counts[kind]} ${apiKindTitles[kind].toLowerCase()}`);
  return `Every documented API of the ${apiProducts[product].title}: ${parts.join(', ')}, each with its plan.`;
}

/** Title of the members section per kind. */
export const memberSectionTitle: Record<ApiEntryKind, string> = { component: 'Props', interface: 'Properties', hook: 'Parameters' };

/** Anchor prefix of a member row: `#prop-rowHeight`, `#property-field`, `#method-setRows`, `#parameter-axisId`. */
export const memberAnchorPrefix: Record<ApiEntryKind, string> = { component: 'prop', interface: 'property', hook: 'parameter' };

export const sectionIds = {
  import: 'import',
  members: (kind: ApiEntryKind) => memberSectionTitle[kind].toLowerCase(),
  methods: 'methods',
  returns: 'returns',
  inheritance: 'inheritance',
  slots: 'slots',
  classes: 'css-classes',
  demos: 'demos',
} as const;

/** The sections an API page shows, in order, as table-of-contents headings. */
export function apiPageHeadings(data: ApiPageData): PageHeading[] {
  const headings: PageHeading[] = [{ id: sectionIds.import, text: 'Import', level: 2 }];
  if (data.members.length > 0 || data.kind !== 'interface') headings.push({ id: sectionIds.members(data.kind), text: memberSectionTitle[data.kind], level: 2 });
  if (data.methods.length > 0) headings.push({ id: sectionIds.methods, text: 'Methods', level: 2 });
  if (data.returns) headings.push({ id: sectionIds.returns, text: 'Returns', level: 2 });
  if (data.inheritance.length > 0) headings.push({ id: sectionIds.inheritance, text: 'Inheritance', level: 2 });
  if (data.slots.length > 0) headings.push({ id: sectionIds.slots, text: 'Slots', level: 2 });
  if (data.classes.length > 0) headings.push({ id: sectionIds.classes, text: 'CSS classes', level: 2 });
  headings.push({ id: sectionIds.demos, text: 'Demos', level: 2 });
  return headings;
}

export function apiIndexHeadings(data: ApiIndexData): PageHeading[] {
  return (['component', 'interface', 'hook'] as const)
    .filter((kind) => data.entries.some((entry) => entry.kind === kind))
    .map((kind) => ({ id: apiKindTitles[kind].toLowerCase(), text: apiKindTitles[kind], level: 2 as const }));
}

/** What an API route shows: one entry's page, or a product's index. The file served to the shell. */
export type ApiContent = { type: 'entry'; data: ApiPageData } | { type: 'index'; data: ApiIndexData };

/** Title, lead and table of contents of an API route, as the shell prerenders them. */
export function apiContentMeta(content: ApiContent): { title: string; lead: string; headings: PageHeading[] } {
  if (content.type === 'entry') return { title: apiPageTitle(content.data), lead: apiPageLead(content.data), headings: apiPageHeadings(content.data) };
  const counts: Record<ApiEntryKind, number> = { component: 0, interface: 0, hook: 0 };
  for (const entry of content.data.entries) counts[entry.kind] += 1;
  return { title: apiIndexTitle(content.data.product), lead: apiIndexLead(content.data.product, counts), headings: apiIndexHeadings(content.data) };
}

/** Whether parsed JSON is API content (the shell checks what it fetched). */
export function isApiContent(value: unknown): value is ApiContent {
  const candidate = value as ApiContent | null;
  return Boolean(candidate && (candidate.type === 'entry' || candidate.type === 'index') && candidate.data && typeof candidate.data.route === 'string');
}
