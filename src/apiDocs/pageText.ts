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

/** Where an entry's sections sit: alone on its page, or as one component of a page's API tab. */
export interface ApiSectionPlacement {
  /** Prefix of every id (sections and rows): `rich-tree-view-` on a tab with several components. */
  idPrefix?: string;
  level?: 2 | 3;
  /** The "Demos" section (left out on a tab: the page's own demos are one tab away). */
  demos?: boolean;
}

/** The sections an API page shows, in order, as table-of-contents headings. */
export function apiPageHeadings(data: ApiPageData, { idPrefix = '', level = 2, demos = true }: ApiSectionPlacement = {}): PageHeading[] {
  const sections: [string, string][] = [[sectionIds.import, 'Import']];
  if (data.members.length > 0 || data.kind !== 'interface') sections.push([sectionIds.members(data.kind), memberSectionTitle[data.kind]]);
  if (data.methods.length > 0) sections.push([sectionIds.methods, 'Methods']);
  if (data.returns) sections.push([sectionIds.returns, 'Returns']);
  if (data.inheritance.length > 0) sections.push([sectionIds.inheritance, 'Inheritance']);
  if (data.slots.length > 0) sections.push([sectionIds.slots, 'Slots']);
  if (data.classes.length > 0) sections.push([sectionIds.classes, 'CSS classes']);
  if (demos) sections.push([sectionIds.demos, 'Demos']);
  return sections.map(([id, text]) => ({ id: `${idPrefix}${id}`, text, level }));
}

/**
 * A page's "Components API" tab (`/x/react-tree-view/components-api/`): the API of the components
 * the page documents, under the page's own title and lead.
 */
export interface ComponentsApiData {
  route: string;
  /** The page whose tab this is (its "Demos" tab). */
  pageRoute: string;
  pageTitle: string;
  pageLead: string;
  product: ApiProduct;
  components: ApiPageData[];
}

/** Id prefix of one component's sections on an API tab: `rich-tree-view-props`. */
export function componentsApiIdPrefix(component: Pick<ApiPageData, 'slug'>): string {
  return `${component.slug}-`;
}

/** Table of contents of an API tab: each component, then its sections. */
export function componentsApiHeadings(data: ComponentsApiData): PageHeading[] {
  return data.components.flatMap((component) => [
    { id: component.slug, text: component.name, level: 2 as const },
    ...apiPageHeadings(component, { idPrefix: componentsApiIdPrefix(component), level: 3, demos: false }),
  ]);
}

export function apiIndexHeadings(data: ApiIndexData): PageHeading[] {
  return (['component', 'interface', 'hook'] as const)
    .filter((kind) => data.entries.some((entry) => entry.kind === kind))
    .map((kind) => ({ id: apiKindTitles[kind].toLowerCase(), text: apiKindTitles[kind], level: 2 as const }));
}

/** What an API route shows: one entry's page, or a product's index. The file served to the shell. */
export type ApiContent = { type: 'entry'; data: ApiPageData } | { type: 'index'; data: ApiIndexData } | { type: 'components'; data: ComponentsApiData };

/** Meta description of an API tab: what it lists, for search results. */
export function componentsApiDescription(data: ComponentsApiData): string {
  const names = data.components.map((component) => component.name);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];
  return `Props, slots and CSS classes of ${list}, the components of the ${data.pageTitle} page.`;
}

/** Title, lead and table of contents of an API route, as the shell prerenders them. */
export function apiContentMeta(content: ApiContent): { title: string; lead: string; description?: string; headings: PageHeading[] } {
  if (content.type === 'entry') return { title: apiPageTitle(content.data), lead: apiPageLead(content.data), headings: apiPageHeadings(content.data) };
  if (content.type === 'components') {
    const { data } = content;
    return { title: data.pageTitle, lead: data.pageLead, description: componentsApiDescription(data), headings: componentsApiHeadings(data) };
  }
  const counts: Record<ApiEntryKind, number> = { component: 0, interface: 0, hook: 0 };
  for (const entry of content.data.entries) counts[entry.kind] += 1;
  return { title: apiIndexTitle(content.data.product), lead: apiIndexLead(content.data.product, counts), headings: apiIndexHeadings(content.data) };
}

/** Whether parsed JSON is API content (the shell checks what it fetched). */
export function isApiContent(value: unknown): value is ApiContent {
  const candidate = value as ApiContent | null;
  return Boolean(candidate && ['entry', 'index', 'components'].includes(candidate.type) && candidate.data && typeof candidate.data.route === 'string');
}
