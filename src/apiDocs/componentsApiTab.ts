import type { PageMeta } from '../content/extractPageMeta';
import { getProductInfo } from '../routing/productInfo';
import { COMPONENTS_API_TAB, docsTabRoute } from '../routing/docsTabs';
import { usageKey } from './demoUsage';
import { apiProductOrder } from './naming';
import type { ApiCatalogEntry, ApiProduct } from './types';

/** File names of a page's generated API tab, in its `components-api/` folder. */
export const componentsApiFiles = { mdx: `${COMPONENTS_API_TAB}.mdx`, json: `${COMPONENTS_API_TAB}.tab.json` } as const;

/** Whether a file under `stories/` is a generated API tab file (removed when its page drops the tab). */
export function isComponentsApiFile(relativePath: string): boolean {
  const parts = relativePath.split(/[\\/]/);
  return parts.at(-2) === COMPONENTS_API_TAB && Object.values(componentsApiFiles).includes(parts.at(-1) as never);
}

export class ComponentsApiError extends Error {
  override name = 'ComponentsApiError';
}

/** The API product of a docs page (`/x/react-charts/…` → `charts`), or null outside the four products. */
export function apiProductOfRoute(route: string): ApiProduct | null {
  const productId = getProductInfo(route).productId;
  const product = productId?.replace(/^x-/, '') as ApiProduct | undefined;
  return product && apiProductOrder.includes(product) ? product : null;
}

/**
 * The components a page's API tab shows, in the order the page lists them (or catalogue order when
 * taken from the demos): each a component of the page's product. Names that are not fail the build,
 * so a typo never ships an empty tab.
 */
export function resolveTabComponents(
  route: string,
  declared: NonNullable<PageMeta['componentsApi']>,
  entries: readonly ApiCatalogEntry[],
  usedByPage: (key: string) => boolean,
): ApiCatalogEntry[] {
  const product = apiProductOfRoute(route);
  if (!product) throw new ComponentsApiError(`${route}: an API tab needs a page of the Data Grid, Date and Time Pickers, Charts or Tree View.`);
  const components = entries.filter((entry) => entry.product === product && entry.kind === 'component');
  if (declared === 'demos') {
    const used = components.filter((entry) => usedByPage(usageKey(product, entry.name)));
    if (used.length === 0) throw new ComponentsApiError(`${route}: componentsApi is 'demos' but no demo of the page imports a ${product} component.`);
    return used;
  }
  const byName = new Map(components.map((entry) => [entry.name, entry]));
  const unknown = declared.filter((name) => !byName.has(name));
  if (unknown.length > 0) throw new ComponentsApiError(`${route}: componentsApi lists ${unknown.join(', ')}, not documented ${product} components.`);
  return [...new Set(declared)].map((name) => byName.get(name)!);
}

/** Route of a page's API tab. */
export function componentsApiRoute(pageRoute: string): string {
  return docsTabRoute(pageRoute, COMPONENTS_API_TAB);
}
