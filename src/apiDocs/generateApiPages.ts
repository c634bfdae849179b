import fs from 'node:fs';
import path from 'node:path';
import type { ApiCatalog, ApiCatalogEntry, ApiPageData, ApiProduct } from './types';
import { createApiProgram } from './program';
import { GRID_EVENTS_FILE, extractGridEvents } from './gridEvents';
import { discoverApi } from './discover';
import { extractEntry, type ExtractContext } from './extractEntry';
import { createMarkdownRenderer, htmlToText } from './docText';
import { collectDemoUsage, usageKey } from './demoUsage';
import { apiIndexRoute, apiPageDir, apiPageRoute, apiRoutesByName } from './catalog';
import { apiPageFiles, indexFiles, renderApiPageMdx } from './renderApiPage';
import { buildNav } from '../nav/pages';
import { createRouteSidebarTitles } from '../storybook/sidebar';
import { apiProductOrder, productPackages } from './naming';
import type { ApiIndexData, ComponentsApiData } from './pageText';
import { extractPageMeta, type PageMeta } from '../content/extractPageMeta';
import { routeFromImportPath } from '../routing/routes';
import { splitDocsTab } from '../routing/docsTabs';
import { apiProductOfRoute, componentsApiFiles, componentsApiRoute, isComponentsApiFile, resolveTabComponents } from './componentsApiTab';

/** Everything under this folder is generated (and git-ignored). */
export const GENERATED_ROOT = 'stories/x/api';
/** The catalogue, committed: the nav and the tests read it. */
export const CATALOG_FILE = 'src/apiDocs/apiCatalog.json';

export interface GenerateOptions {
  /** Where `stories/x/api/` is written; the project root unless a test says otherwise. */
  outputRoot?: string;
  /** Only these products (tests); all by default. */
  products?: readonly ApiProduct[];
  /** Write the catalogue file too (the real generation does; tests compare instead). */
  writeCatalog?: boolean;
}

export interface GenerateResult {
  catalog: ApiCatalog;
  componentsPerPackage: Record<string, number>;
  /** Pages written or already up to date (one per entry and one index per product). */
  pages: number;
  /** Routes of the docs pages' "Components API" tabs written or up to date. */
  tabs: string[];
  /** Files written or already up to date, relative to the output root. */
  files: string[];
  /** Files whose content changed (only these are rewritten, so watchers stay quiet). */
  changed: string[];
  /** Stale generated files removed (an entry left the catalogue). */
  removed: string[];
}

function writeIfChanged(file: string, content: string): boolean {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return true;
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

function removeEmptyDirs(dir: string): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) removeEmptyDirs(path.join(dir, entry.name));
  if (fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
}

/** Metadata of the docs pages under `stories/` (not the generated API pages and tabs), by route. */
function docsPageMetas(rootDir: string): Map<string, PageMeta> {
  const metas = new Map<string, PageMeta>();
  for (const file of listFiles(path.join(rootDir, 'stories'))) {
    const relative = `./${path.relative(rootDir, file).split(path.sep).join('/')}`;
    if (relative.startsWith(`./${GENERATED_ROOT}/`)) continue;
    const route = routeFromImportPath(relative);
    if (route && splitDocsTab(route).tab === 'demos') metas.set(route, extractPageMeta(fs.readFileSync(file, 'utf8'), relative));
  }
  return metas;
}

const IDENTIFIER = /\b[A-Z][A-Za-z0-9_]*\b/g;

/** Identifiers in the page's types that have their own page, except the page itself. */
function typeLinksOf(data: Omit<ApiPageData, 'demos' | 'typeLinks'>, routes: ReadonlyMap<string, string>): Record<string, string> {
  const texts = [...data.members, ...data.methods].flatMap((member) => [member.type, member.fullType ?? '']);
  if (data.returns) texts.push(data.returns.type, data.returns.fullType ?? '');
  const links: Record<string, string> = {};
  for (const text of texts) {
    for (const [name] of text.matchAll(IDENTIFIER)) {
      const route = routes.get(name);
      if (route && name !== data.name) links[name] = route;
    }
  }
  return Object.fromEntries(Object.entries(links).sort(([a], [b]) => a.localeCompare(b)));
}

/** First sentence of an entry's description, for the index tables. */
function summaryOf(html: string): string {
  const text = htmlToText(html).replace(/\s+/g, ' ').trim();
  const sentence = text.match(/^.*?[.!?](\s|$)/)?.[0] ?? text;
  return sentence.trim().slice(0, 160);
}

/**
 * Discovers the documented entries of the installed packages and writes, per entry, its data
 * (`<slug>.api.json`) and its Storybook page (`<slug>.mdx`) into its route folder under
 * `stories/x/api/`, plus one index page per product; removes files of entries that left.
 * Output depends only on the installed packages and the demos' imports.
 */
export function generateApiPages(rootDir: string, options: GenerateOptions = {}): GenerateResult {
  const outputRoot = options.outputRoot ?? rootDir;
  const products = options.products ?? apiProductOrder;
  const api = createApiProgram(rootDir, products.flatMap((product) => productPackages[product]));
  const { catalog, componentsPerPackage } = discoverApi(api);
  if (options.writeCatalog) writeIfChanged(path.join(rootDir, CATALOG_FILE), `${JSON.stringify(catalog, null, 2)}\n`);

  const metas = docsPageMetas(rootDir);
  const markdown = createMarkdownRenderer((route) => metas.has(route));
  const usage = collectDemoUsage(rootDir, (route) => metas.get(route)?.title ?? null);
  // Storybook's sidebar shows the nav's titles: those of the nav built on this catalogue.
  const navTitleOf = createRouteSidebarTitles(buildNav(catalog));
  const sidebarTitle = (route: string) => navTitleOf(route) ?? route.replace(/^\/|\/$/g, '');
  const result: GenerateResult = { catalog, componentsPerPackage, pages: 0, tabs: [], files: [], changed: [], removed: [] };
  const componentData = new Map<string, ApiPageData>();
  const expected = new Set<string>();
  const write = (file: string, content: string) => {
    const relative = path.relative(outputRoot, file);
    expected.add(file);
    result.files.push(relative);
    if (writeIfChanged(file, content)) result.changed.push(relative);
  };

  for (const product of products) {
    const routes = apiRoutesByName(product, catalog);
    const context: ExtractContext = { api, entries: catalog.entries, resolve: (name) => routes.get(name) ?? null, markdown };
    const index: ApiIndexData = { product, route: apiIndexRoute(product), entries: [] };
    for (const entry of catalog.entries.filter((candidate: ApiCatalogEntry) => candidate.product === product)) {
      const extracted = extractEntry(context, entry);
      const data: ApiPageData = { ...extracted, demos: usage.get(usageKey(product, entry.name)) ?? [], typeLinks: typeLinksOf(extracted, routes) };
      if (entry.kind === 'component') componentData.set(usageKey(product, entry.name), data);
      const route = apiPageRoute(entry);
      const dir = path.join(outputRoot, apiPageDir(route));
      const files = apiPageFiles(entry.slug);
      write(path.join(dir, files.json), `${JSON.stringify(data, null, 2)}\n`);
      write(path.join(dir, files.mdx), renderApiPageMdx(route, files.json, 'ApiPage', `${entry.editions[0].packageName} ${data.packageVersion}`, sidebarTitle(route)));
      index.entries.push({ kind: entry.kind, name: entry.name, plan: entry.plan, route, summary: summaryOf(data.descriptionHtml) });
      result.pages += 1;
    }
    const dir = path.join(outputRoot, apiPageDir(index.route));
    const files = indexFiles(product);
    write(path.join(dir, files.json), `${JSON.stringify(index, null, 2)}\n`);
    write(path.join(dir, files.mdx), renderApiPageMdx(index.route, files.json, 'ApiIndexPage', productPackages[product].join(', '), sidebarTitle(index.route)));
    result.pages += 1;
  }

  // Docs pages with a "Components API" tab: the API of their components at `<page>/components-api/`.
  for (const [pageRoute, meta] of metas) {
    const product = apiProductOfRoute(pageRoute);
    if (!meta.componentsApi || !product || !products.includes(product)) continue;
    const usedByPage = (key: string) => usage.get(key)?.some((link) => link.route === pageRoute) ?? false;
    const components = resolveTabComponents(pageRoute, meta.componentsApi, catalog.entries, usedByPage);
    const route = componentsApiRoute(pageRoute);
    const data: ComponentsApiData = {
      route,
      pageRoute,
      pageTitle: meta.title,
      pageLead: meta.lead,
      product,
      components: components.map((entry) => componentData.get(usageKey(product, entry.name))!),
    };
    const dir = path.join(outputRoot, apiPageDir(route));
    write(path.join(dir, componentsApiFiles.json), `${JSON.stringify(data, null, 2)}\n`);
    write(path.join(dir, componentsApiFiles.mdx), renderApiPageMdx(
        route,
        componentsApiFiles.json,
        'ComponentsApiPage',
        `${productPackages[product][0]} (the components listed by componentsApi in stories${pageRoute})`,
        sidebarTitle(route),
      ));
    result.tabs.push(route);
  }

  // Events page: the catalogue of grid events beside the page (see gridEvents.ts); not an API page.
  if (products.includes('data-grid')) {
    writeIfChanged(path.join(outputRoot, GRID_EVENTS_FILE), `${JSON.stringify(extractGridEvents(api), null, 2)}\n`);
  }

  const generatedRoot = path.join(outputRoot, GENERATED_ROOT);
  const storiesRoot = path.join(outputRoot, 'stories');
  const generatedFiles = [...listFiles(generatedRoot), ...listFiles(storiesRoot).filter((file) => !file.startsWith(generatedRoot) && isComponentsApiFile(file))];
  for (const file of generatedFiles) {
    if (expected.has(file)) continue;
    fs.rmSync(file);
    result.removed.push(path.relative(outputRoot, file));
    if (fs.readdirSync(path.dirname(file)).length === 0) fs.rmdirSync(path.dirname(file));
  }
  removeEmptyDirs(generatedRoot);
  return result;
}
