import { sanitize } from 'storybook/internal/csf';
import type { NavPage, OrderedPage } from '../nav/types.ts';
import { orderPages } from '../nav/order.ts';
import { navLabels, type NavLabel } from '../nav/labels.ts';
import { COMPONENTS_API_TAB } from '../routing/docsTabs.ts';

/**
 * Storybook's sidebar shows the docs navigation: the nav's titles, grouped and ordered like the nav.
 * Story and docs ids stay those of the folder paths (`x-react-data-grid-sorting--docs`): they are
 * the shell's URL contract, so each page keeps its folder id while its title changes.
 */

const storiesFolder = 'stories/';

/** Folder of a stories or MDX file under `stories/`: `./stories/x/react-data-grid/sorting/sorting.mdx` → `x/react-data-grid/sorting`. */
export function storyFolderOf(importPath: string): string | null {
  const relative = importPath.replace(/^\.?\//, '');
  if (!relative.startsWith(storiesFolder)) return null;
  const parts = relative.slice(storiesFolder.length).split('/');
  parts.pop();
  return parts.length ? parts.join('/') : null;
}

/**
 * The title Storybook gave a file when titles followed folders (a file named like its folder adds
 * no segment): the id every page and story keeps.
 */
export function folderTitleOf(importPath: string): string | null {
  const folder = storyFolderOf(importPath);
  if (!folder) return null;
  const base = importPath.split('/').pop()!.replace(/\.(stories\.[jt]sx?|mdx)$/, '');
  return folder.split('/').at(-1) === base ? folder : `${folder}/${base}`;
}

/** Component id of a file's page, e.g. `x-react-data-grid-sorting` (ids are `<this>--<story>`). */
export function folderComponentIdOf(importPath: string): string | null {
  const title = folderTitleOf(importPath);
  return title ? sanitize(title) : null;
}

// Storybook splits titles on "/": a slash inside a nav title ("Material UI v5/v6") must not nest.
const titleSegment = (text: string) => text.replace(/\//g, '\u2215');

export interface SidebarPage {
  /** Folder of the page under `stories/`. */
  folder: string;
  /** Storybook title: nav groups and the page title, e.g. `Data Grid/Main features/Sorting`. */
  title: string;
  page: OrderedPage;
}

const folderOfRoute = (route: string) => route.replace(/^\/|\/$/g, '');

/** Component id of the page at a route (its folder's id, e.g. `x-api-charts-bar-chart`). */
export function routeComponentId(route: string): string {
  return sanitize(folderOfRoute(route));
}

/** Every nav page (and its Components API tab) in nav order, with its sidebar title. */
export function sidebarPages(nav: readonly NavPage[]): SidebarPage[] {
  return orderPages(nav)
    .filter((page) => page.pathname.endsWith('/'))
    .flatMap((page) => {
      const title = [...page.breadcrumbs, page.title].map(titleSegment).join('/');
      const folder = folderOfRoute(page.pathname);
      return [
        { folder, title, page },
        { folder: `${folder}/${COMPONENTS_API_TAB}`, title: `${title} · Components API`, page },
      ];
    });
}

/** Stories folders in nav order, then any folder the nav does not list (alphabetically). */
export function orderStoryFolders(folders: readonly string[], nav: readonly NavPage[]): string[] {
  const present = new Set(folders);
  const inNav = sidebarPages(nav)
    .map((entry) => entry.folder)
    .filter((folder) => present.has(folder));
  const listed = new Set(inNav);
  return [...inNav, ...folders.filter((folder) => !listed.has(folder)).sort()];
}

/** Looks up the sidebar title of a page by its route; null outside the nav. */
export function createRouteSidebarTitles(nav: readonly NavPage[]): (route: string) => string | null {
  const byFolder = new Map(sidebarPages(nav).map((entry) => [entry.folder, entry.title]));
  return (route) => byFolder.get(folderOfRoute(route)) ?? null;
}

/** Looks up the sidebar title of a file's page (a product overview is its folder's page); null outside the nav. */
export function createSidebarTitles(nav: readonly NavPage[]): (importPath: string) => string | null {
  const titleOfRoute = createRouteSidebarTitles(nav);
  return (importPath) => {
    const folder = storyFolderOf(importPath);
    return folder ? titleOfRoute(`/${folder}/`) : null;
  };
}

/** Plan and status labels shown beside a page in the sidebar, keyed by the page's sidebar node id. */
export function sidebarLabels(nav: readonly NavPage[]): Record<string, NavLabel[]> {
  const labels: Record<string, NavLabel[]> = {};
  for (const { folder, title, page } of sidebarPages(nav)) {
    if (folder.endsWith(`/${COMPONENTS_API_TAB}`)) continue;
    const marks = navLabels(page);
    if (marks.length) labels[sanitize(title)] = marks;
  }
  return labels;
}

/** A sidebar item as `renderLabel` receives it (the fields used here). */
export interface SidebarItem {
  type: string;
  id: string;
  name: string;
  title?: string;
}

/**
 * The labels to show beside a sidebar item: a page with demos is a component node; a page of docs
 * only (the API reference) is a docs leaf named like its page.
 */
export function labelsOfSidebarItem(item: SidebarItem, labelsById: Record<string, NavLabel[]>): NavLabel[] {
  if (item.type === 'component') return labelsById[item.id] ?? [];
  if (item.type === 'docs' && item.title?.split('/').at(-1) === item.name) return labelsById[sanitize(item.title)] ?? [];
  return [];
}
