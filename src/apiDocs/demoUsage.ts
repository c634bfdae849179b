import fs from 'node:fs';
import path from 'node:path';
import { routeOfFolder } from '../routing/routes';
import { productPackages } from './naming';
import type { ApiDemoLink, ApiProduct } from './types';

/**
 * Which docs pages use which API entries, read from the demos' imports: a demo file under
 * `stories/<route>/` that imports `DataGridPro` from `@mui/x-data-grid-pro` puts that page on
 * DataGridPro's "Demos" list. Computed on every generation, so the lists never go stale.
 */

const IMPORT = /import\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*['"](@mui\/x-[a-z-]+)(?:\/[\w-]+)*['"]/g;

const productOfPackage = new Map<string, ApiProduct>(
  Object.entries(productPackages).flatMap(([product, packages]) => packages.map((packageName) => [packageName, product as ApiProduct] as const)),
);

/** Key of an entry in the usage map: a name is only the same entry within one product (`Toolbar`). */
export function usageKey(product: ApiProduct, name: string): string {
  return `${product}/${name}`;
}

/** Names imported from MUI X packages by one source file (type-only names included), as usage keys. */
export function importedMuiXNames(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(IMPORT)) {
    const product = productOfPackage.get(match[2]);
    if (!product) continue;
    for (const specifier of match[1].split(',')) {
      const name = specifier.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim();
      if (name) names.add(usageKey(product, name));
    }
  }
  return [...names];
}

function listDemoFiles(dir: string, skip: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx$/.test(entry.name) && !entry.name.endsWith('.stories.tsx'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.startsWith(skip));
}

/**
 * Usage key (`data-grid/DataGrid`) → docs pages whose demos import it, each page once, in route order. `titleOf` gives a
 * page's title from its route (null for folders that are not pages).
 */
export function collectDemoUsage(rootDir: string, titleOf: (route: string) => string | null): Map<string, ApiDemoLink[]> {
  const storiesDir = path.join(rootDir, 'stories');
  const usage = new Map<string, Map<string, ApiDemoLink>>();
  for (const file of listDemoFiles(storiesDir, path.join(storiesDir, 'x', 'api'))) {
    const route = routeOfFolder(`./${path.relative(rootDir, file).split(path.sep).join('/')}`);
    const title = route ? titleOf(route) : null;
    if (!route || !title) continue;
    for (const name of importedMuiXNames(fs.readFileSync(file, 'utf8'))) {
      const pages = usage.get(name) ?? new Map<string, ApiDemoLink>();
      pages.set(route, { route, title });
      usage.set(name, pages);
    }
  }
  return new Map([...usage].map(([name, pages]) => [name, [...pages.values()].sort((a, b) => a.route.localeCompare(b.route))]));
}
