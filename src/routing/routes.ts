/** Storybook `index.json` entry (the fields the shell relies on). */
export interface IndexEntry {
  id: string;
  type: 'docs' | 'story';
  title: string;
  name: string;
  importPath: string;
  tags?: string[];
}

export interface StoryIndex {
  v: number;
  entries: Record<string, IndexEntry>;
}

export interface RouteEntry {
  /** Shell route, e.g. `/x/react-data-grid/sorting/`. */
  route: string;
  /** Storybook docs id shown for the route, e.g. `x-react-data-grid-sorting--docs`. */
  docsId: string;
  /** MDX file of the page, relative to the project root. */
  importPath: string;
}

export class RouteTableError extends Error {
  override name = 'RouteTableError';
}

const storiesRoot = './stories/';

/**
 * A page's route is its folder under `stories/`: `./stories/x/react-data-grid/sorting/sorting.mdx`
 * serves `/x/react-data-grid/sorting/`. Files outside `stories/` have no route.
 */
export function routeFromImportPath(importPath: string): string | null {
  return importPath.endsWith('.mdx') ? routeOfFolder(importPath) : null;
}

/** Route of the page whose folder holds a file (an MDX page, its stories or a demo). */
export function routeOfFolder(filePath: string): string | null {
  if (!filePath.startsWith(storiesRoot)) return null;
  const folder = filePath.slice(storiesRoot.length).split('/').slice(0, -1).join('/');
  return folder ? `/${folder}/` : null;
}

/** Route table from the docs entries of the Storybook index; two pages in one folder is an error. */
export function buildRouteTable(index: StoryIndex): RouteEntry[] {
  const byRoute = new Map<string, RouteEntry>();
  for (const entry of Object.values(index.entries)) {
    if (entry.type !== 'docs') continue;
    const route = routeFromImportPath(entry.importPath);
    if (!route) continue;
    const existing = byRoute.get(route);
    if (existing && existing.importPath !== entry.importPath) {
      throw new RouteTableError(
        `Route "${route}" has two pages: ${existing.importPath} and ${entry.importPath}. Keep one MDX file per folder.`,
      );
    }
    if (!existing) byRoute.set(route, { route, docsId: entry.id, importPath: entry.importPath });
  }
  return [...byRoute.values()].sort((a, b) => a.route.localeCompare(b.route));
}

/** Normalises a location pathname to a route key: trailing slash, no index.html, no duplicate slashes. */
export function normalizeRoute(pathname: string): string {
  let path = pathname.replace(/\/{2,}/g, '/').replace(/\/index\.html$/, '/');
  if (!path.startsWith('/')) path = `/${path}`;
  if (!path.endsWith('/')) path = `${path}/`;
  return path;
}
