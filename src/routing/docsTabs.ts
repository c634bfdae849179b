/**
 * The docs tab segment, the one parameter a path may carry (spec §2): a component page
 * `/x/react-date-pickers/date-picker/` shows its demos, and the same path plus `components-api/`
 * shows the API of the components it documents. Any other last segment is an ordinary route (or a
 * 404 when no page has it).
 */
export const COMPONENTS_API_TAB = 'components-api';

export type DocsTab = 'demos' | typeof COMPONENTS_API_TAB;

/** The page a route belongs to and which of its tabs it shows. */
export interface DocsTabRoute {
  pageRoute: string;
  tab: DocsTab;
}

/** `/x/react-charts/components-api/` → the `/x/react-charts/` page's API tab; other routes are their own demos tab. */
export function splitDocsTab(route: string): DocsTabRoute {
  const suffix = `/${COMPONENTS_API_TAB}/`;
  if (route.endsWith(suffix) && route.length > suffix.length) {
    return { pageRoute: route.slice(0, -COMPONENTS_API_TAB.length - 1), tab: COMPONENTS_API_TAB };
  }
  return { pageRoute: route, tab: 'demos' };
}

/** Route of one tab of a page. */
export function docsTabRoute(pageRoute: string, tab: DocsTab): string {
  return tab === 'demos' ? pageRoute : `${pageRoute}${tab}/`;
}

/** Tab links of a page that has an API tab, in display order. */
export function docsTabLinks(pageRoute: string): { tab: DocsTab; route: string }[] {
  return (['demos', COMPONENTS_API_TAB] as const).map((tab) => ({ tab, route: docsTabRoute(pageRoute, tab) }));
}
