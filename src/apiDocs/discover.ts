import ts from 'typescript';
import type { ApiCatalog, ApiCatalogEntry, ApiEdition, ApiProduct } from './types';
import { ApiExtractionError, packageExports, packageProgram, resolveAlias, type ApiProgram } from './program';
import { componentOverrides, listedEntries, type ListedEntry } from './apiEntries';
import { apiProductOrder, apiSlug, planOfPackage, productPackages, stableName } from './naming';

/** Whether a call signature returns a React element (or nothing renderable but null). */
function rendersElement(checker: ts.TypeChecker, signature: ts.Signature): boolean {
  return /\b(Element|ReactNode|ReactElement)\b/.test(checker.typeToString(signature.getReturnType()));
}

/**
 * The export rule for components: a PascalCase value that renders an element, whose props type
 * the package exports (`<Name>Props`, or the named type of its first parameter).
 */
export function isDocumentedComponent(checker: ts.TypeChecker, symbol: ts.Symbol, exported: ReadonlyMap<string, ts.Symbol>): boolean {
  if (!/^(Unstable_)?[A-Z]/.test(symbol.name)) return false;
  const target = resolveAlias(checker, symbol);
  if (!(target.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Function))) return false;
  const [signature] = checker.getTypeOfSymbol(target).getCallSignatures();
  if (!signature || !rendersElement(checker, signature)) return false;
  const [parameter] = signature.getParameters();
  const propsType = parameter ? checker.getTypeOfSymbol(parameter) : null;
  const typeNames = propsType ? namesOfPropsType(propsType) : [];
  // Icons (`GridAddIcon`) take icon props only; they are replaced through the `icons` slots, not documented one by one.
  if (typeNames.includes('SvgIconProps') || typeNames.includes('GridBaseIconProps')) return false;
  if (exported.has(`${stableName(symbol.name)}Props`)) return true;
  return typeNames.some((typeName) => typeName !== '__type' && exported.has(typeName));
}

/** Names a props type goes by: its own, or those of an intersection's parts (`FunnelSectionProps & RefAttributes<{}>`). */
function namesOfPropsType(type: ts.Type): string[] {
  const own = type.aliasSymbol?.name ?? type.getSymbol()?.name;
  if (own) return [own];
  if (!type.isIntersection()) return [];
  return type.types.flatMap((part) => part.aliasSymbol?.name ?? part.getSymbol()?.name ?? []);
}

export interface DiscoveryReport {
  catalog: ApiCatalog;
  /** Components found per package (before de-duplication across plans). */
  componentsPerPackage: Record<string, number>;
}

function addEdition(entry: ApiCatalogEntry, packageName: string): void {
  const edition: ApiEdition = { plan: planOfPackage(packageName), packageName };
  if (!entry.editions.some((existing) => existing.packageName === packageName)) entry.editions.push(edition);
}

/**
 * Every documented entry of the four products: components discovered from each package's
 * exports (one entry per name across plans, the lowest plan first), then the listed interfaces
 * and hooks. Fails on two entries with one route, or a listed name no package exports.
 */
export function discoverApi(api: ApiProgram): DiscoveryReport {
  const entries: ApiCatalogEntry[] = [];
  const componentsPerPackage: Record<string, number> = {};
  const byKey = new Map<string, ApiCatalogEntry>();

  const products = apiProductOrder.filter((product) => productPackages[product].every((packageName) => api.packages.has(packageName)));
  for (const product of products) {
    for (const packageName of productPackages[product]) {
      const exported = packageExports(api, packageName);
      const { checker } = packageProgram(api, packageName);
      let found = 0;
      for (const [name, symbol] of exported) {
        if (name in componentOverrides.exclude) continue;
        // `Unstable_RadarChart` next to a stable `RadarChart` is only an old alias.
        if (name.startsWith('Unstable_') && exported.has(stableName(name))) continue;
        const included = name in componentOverrides.include;
        if (!included && !isDocumentedComponent(checker, symbol, exported)) continue;
        found += 1;
        const key = `${product}/${name}`;
        const existing = byKey.get(key);
        if (existing) {
          addEdition(existing, packageName);
          continue;
        }
        const entry: ApiCatalogEntry = {
          kind: 'component',
          name,
          slug: apiSlug(name),
          product,
          plan: planOfPackage(packageName),
          editions: [{ plan: planOfPackage(packageName), packageName }],
        };
        byKey.set(key, entry);
        entries.push(entry);
      }
      componentsPerPackage[packageName] = found;
    }
  }

  for (const listed of listedEntries) if (products.includes(listed.product)) entries.push(listedEntry(api, listed));

  const routes = new Map<string, string>();
  for (const entry of entries) {
    const route = `${entry.product}/${entry.slug}`;
    const other = routes.get(route);
    if (other) throw new ApiExtractionError(`"${entry.name}" and "${other}" would both be documented at /x/api/${route}/.`);
    routes.set(route, entry.name);
  }

  const packages = Object.fromEntries([...api.packages.values()].map((pkg) => [pkg.packageName, pkg.version]));
  return { catalog: { packages, entries: sortEntries(entries) }, componentsPerPackage };
}

function listedEntry(api: ApiProgram, listed: ListedEntry): ApiCatalogEntry {
  const editions: ApiEdition[] = productPackages[listed.product]
    .filter((packageName) => packageExports(api, packageName).has(listed.name))
    .map((packageName) => ({ plan: planOfPackage(packageName), packageName }));
  if (editions.length === 0) {
    throw new ApiExtractionError(`"${listed.name}" is listed in src/apiDocs/apiEntries.ts but no ${listed.product} package exports it.`);
  }
  return { kind: listed.kind, name: listed.name, slug: apiSlug(listed.name), product: listed.product, plan: editions[0].plan, editions };
}

const kindOrder = { component: 0, interface: 1, hook: 2 } as const;

/** Product order, then components, interfaces, hooks, each alphabetical (case-insensitive): stable on every machine. */
function sortEntries(entries: ApiCatalogEntry[]): ApiCatalogEntry[] {
  const productIndex = (product: ApiProduct) => apiProductOrder.indexOf(product);
  return [...entries].sort(
    (a, b) =>
      productIndex(a.product) - productIndex(b.product) ||
      kindOrder[a.kind] - kindOrder[b.kind] ||
      a.slug.localeCompare(b.slug, 'en') ||
      (a.name < b.name ? -1 : 1),
  );
}
