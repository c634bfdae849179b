import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { ApiComponent } from './components';
import type { ApiProp, ApiSlot, ComponentApi } from './types';
import { docPartsToPlainText } from './docText';
import { MAX_TYPE_LENGTH, isUnionWith, normalizeTypeText, shortenTypeText, unwrapParentheses } from './typeText';

/**
 * Reads a component's props from the installed package's type definitions with the TypeScript
 * compiler: the exported component → its call signature → the first parameter's type → the
 * properties of that type, with their JSDoc.
 *
 * Left out of the tables (documented on each page instead):
 * - props declared only in `@types/react` (DOM attributes, ARIA, event handlers of the root
 *   element, `ref`): the component passes them on to its root element;
 * - props and slots tagged `@ignore` or `@internal` in the package (internal or unstable).
 */

export class ApiExtractionError extends Error {
  override name = 'ApiExtractionError';
}

type ComponentRef = Pick<ApiComponent, 'name' | 'packageName'>;

interface ResolvedPackage {
  packageName: string;
  version: string;
  /** `.d.ts` the package name resolves to. */
  entry: string;
}

export interface ApiProgram {
  rootDir: string;
  program: ts.Program;
  checker: ts.TypeChecker;
  packages: ReadonlyMap<string, ResolvedPackage>;
  /** Keyed `<package>#<Name>`: the component's subpath entry (`@mui/x-tree-view/RichTreeView`) and its `.d.ts`, when one exists. */
  subpaths: ReadonlyMap<string, { specifier: string; file: string }>;
}

const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  // Only what the packages import; no ambient @types/* beyond that.
  types: [],
};

function resolveTypes(specifier: string, rootDir: string): string | null {
  const containingFile = path.join(rootDir, '__api-docs__.ts');
  const { resolvedModule } = ts.resolveModuleName(specifier, containingFile, compilerOptions, ts.sys);
  return resolvedModule?.resolvedFileName.endsWith('.d.ts') ? resolvedModule.resolvedFileName : null;
}

function resolvePackage(packageName: string, rootDir: string): ResolvedPackage {
  const manifestPath = path.join(rootDir, 'node_modules', ...packageName.split('/'), 'package.json');
  if (!fs.existsSync(manifestPath)) {
    throw new ApiExtractionError(`Package "${packageName}" is not installed (no ${path.relative(rootDir, manifestPath)}).`);
  }
  const { version } = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as { version?: string };
  const entry = resolveTypes(packageName, rootDir);
  if (!entry) throw new ApiExtractionError(`Package "${packageName}" has no type definitions that TypeScript can resolve.`);
  return { packageName, version: version ?? '0.0.0', entry };
}

/**
 * One compiler program over the entry points of every package the components come from (and
 * their per-component subpaths), so shared dependencies are parsed once.
 */
export function createApiProgram(rootDir: string, components: readonly ComponentRef[]): ApiProgram {
  const packages = new Map<string, ResolvedPackage>();
  const subpaths = new Map<string, { specifier: string; file: string }>();
  for (const component of components) {
    if (!packages.has(component.packageName)) packages.set(component.packageName, resolvePackage(component.packageName, rootDir));
    const specifier = `${component.packageName}/${component.name}`;
    const file = resolveTypes(specifier, rootDir);
    if (file) subpaths.set(`${component.packageName}#${component.name}`, { specifier, file });
  }
  const rootNames = [...new Set([...[...packages.values()].map((pkg) => pkg.entry), ...[...subpaths.values()].map((sub) => sub.file)])].sort();
  const program = ts.createProgram({ rootNames, options: compilerOptions });
  return { rootDir, program, checker: program.getTypeChecker(), packages, subpaths };
}

function exportedSymbol(checker: ts.TypeChecker, file: ts.SourceFile, name: string): ts.Symbol | undefined {
  const moduleSymbol = checker.getSymbolAtLocation(file);
  if (!moduleSymbol) return undefined;
  const symbol = checker.getExportsOfModule(moduleSymbol).find((candidate) => candidate.name === name);
  if (!symbol) return undefined;
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function isFromReactTypes(declaration: ts.Declaration): boolean {
  return /[\\/]node_modules[\\/]@types[\\/]react[\\/]/.test(declaration.getSourceFile().fileName);
}

function ownDeclarations(symbol: ts.Symbol): ts.Declaration[] {
  return (symbol.declarations ?? []).filter((declaration) => !isFromReactTypes(declaration));
}

function tagText(tag: ts.JSDocTagInfo): string {
  return docPartsToPlainText(tag.text);
}

interface SymbolDocs {
  description: string;
  default: string | null;
  deprecated: boolean;
  deprecationReason: string | null;
  hidden: boolean;
}

function readDocs(checker: ts.TypeChecker, symbol: ts.Symbol): SymbolDocs {
  const tags = symbol.getJsDocTags(checker);
  const find = (name: string) => tags.find((tag) => tag.name === name);
  const defaultTag = find('default');
  const deprecatedTag = find('deprecated');
  // `@see` sentences are part of what the prop means to a reader; keep them with the description.
  const see = tags.filter((tag) => tag.name === 'see').map(tagText).filter(Boolean);
  const description = [docPartsToPlainText(symbol.getDocumentationComment(checker)), ...see].filter(Boolean).join('\n\n');
  return {
    description,
    default: defaultTag ? tagText(defaultTag).replace(/\s+/g, ' ') || null : null,
    deprecated: Boolean(deprecatedTag),
    deprecationReason: deprecatedTag ? tagText(deprecatedTag) || null : null,
    hidden: tags.some((tag) => tag.name === 'ignore' || tag.name === 'internal'),
  };
}

function declaredTypeNode(declaration: ts.Declaration): ts.TypeNode | undefined {
  if (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) return declaration.type;
  return undefined;
}

/** Names of the type parameters the declared type mentions (then the instantiated type may say more). */
function typeParametersIn(checker: ts.TypeChecker, node: ts.TypeNode): Set<string> {
  const names = new Set<string>();
  const visit = (child: ts.Node) => {
    if (ts.isTypeReferenceNode(child)) {
      const symbol = checker.getSymbolAtLocation(child.typeName);
      if (symbol && symbol.flags & ts.SymbolFlags.TypeParameter) names.add(symbol.name);
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return names;
}

const typeFormat = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/** Signs that an instantiation lost information: `any`, or an empty object type. */
const uninformative = /\bany\b|\{\}/;

/**
 * The type as declared (`Partial<GridClasses>`, not its expansion). When the declaration uses a
 * type parameter of a generic props interface, the instantiated type is shown instead if it is
 * short and precise (`readonly DateView[]` rather than `readonly TView[]`). The declaration is
 * kept when the instantiation is long, falls back to `any` or `{}`, or still holds a type
 * parameter (then it only lost the alias name: `readonly R[]` for `GridRowsProp<R>`).
 */
function propTypeText(checker: ts.TypeChecker, symbol: ts.Symbol, required: boolean): string {
  const node = ownDeclarations(symbol).map(declaredTypeNode).find((candidate) => candidate !== undefined);
  const declared = node ? normalizeTypeText(node.getText()) : null;
  const parameters = node ? typeParametersIn(checker, node) : new Set<string>();
  if (declared !== null && parameters.size === 0) return declared;
  let instantiated = normalizeTypeText(checker.typeToString(checker.getTypeOfSymbol(symbol), undefined, typeFormat));
  // Optionality adds `| undefined` to the type; the table already says the prop is optional.
  if (!required && !(declared && isUnionWith(declared, 'undefined'))) {
    instantiated = unwrapParentheses(instantiated.replace(/ \| undefined$/, ''));
  }
  if (declared === null) return instantiated;
  const stillGeneric = [...parameters].some((name) => new RegExp(`\\b${name}\\b`).test(instantiated));
  const precise = instantiated.length <= MAX_TYPE_LENGTH && !uninformative.test(instantiated) && !stillGeneric;
  return precise ? instantiated : declared;
}

/** Case-insensitive by name, ties broken by code points: stable on every machine. */
function byName(a: { name: string }, b: { name: string }): number {
  const left = a.name.toLowerCase();
  const right = b.name.toLowerCase();
  if (left !== right) return left < right ? -1 : 1;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** The props type: the first parameter of the component's call signature, else the exported `<Name>Props`. */
function findPropsType(api: ApiProgram, entry: ts.SourceFile, component: ComponentRef, symbol: ts.Symbol): ts.Type {
  const { checker } = api;
  const signature = checker.getTypeOfSymbol(symbol).getCallSignatures()[0];
  const [parameter] = signature?.getParameters() ?? [];
  if (parameter) return checker.getTypeOfSymbol(parameter);
  const propsSymbol = exportedSymbol(checker, entry, `${component.name}Props`);
  if (propsSymbol) return checker.getDeclaredTypeOfSymbol(propsSymbol);
  throw new ApiExtractionError(
    `"${component.name}" from ${component.packageName} is not a component: it has no call signature and no exported ${component.name}Props type.`,
  );
}

/** Element the `ref` reaches, from `RefAttributes<Element>` in the props type. */
function refElementOf(checker: ts.TypeChecker, propsType: ts.Type): string | null {
  const ref = propsType.getProperty('ref');
  if (!ref) return null;
  const text = checker.typeToString(checker.getTypeOfSymbol(ref), undefined, typeFormat);
  return text.match(/\bRef<([A-Za-z_$][\w$.]*)>/)?.[1] ?? null;
}

function extractSlots(checker: ts.TypeChecker, slotsProp: ts.Symbol | undefined): ApiSlot[] {
  if (!slotsProp) return [];
  const slotsType = checker.getNonNullableType(checker.getTypeOfSymbol(slotsProp));
  const slots: ApiSlot[] = [];
  for (const symbol of checker.getPropertiesOfType(slotsType)) {
    const docs = readDocs(checker, symbol);
    if (docs.hidden) continue;
    slots.push({ name: symbol.name, default: docs.default, description: docs.description, deprecated: docs.deprecated });
  }
  return slots.sort(byName);
}

/** Props, slots and import paths of one component. Throws an ApiExtractionError naming what is missing. */
export function extractComponentApi(api: ApiProgram, component: ComponentRef): ComponentApi {
  const { checker, program } = api;
  const pkg = api.packages.get(component.packageName);
  if (!pkg) throw new ApiExtractionError(`Package "${component.packageName}" was not loaded: pass ${component.name} to createApiProgram.`);
  const entry = program.getSourceFile(pkg.entry);
  if (!entry) throw new ApiExtractionError(`Could not read ${path.relative(api.rootDir, pkg.entry)}.`);
  const symbol = exportedSymbol(checker, entry, component.name);
  if (!symbol) {
    throw new ApiExtractionError(`"${component.name}" is not exported by ${component.packageName} (${path.relative(api.rootDir, pkg.entry)}).`);
  }

  const propsType = findPropsType(api, entry, component, symbol);
  const props: ApiProp[] = [];
  let acceptsNativeProps = false;
  let slotsProp: ts.Symbol | undefined;
  for (const prop of checker.getPropertiesOfType(propsType)) {
    if (ownDeclarations(prop).length === 0) {
      if (prop.name !== 'ref' && prop.name !== 'key') acceptsNativeProps = true;
      continue;
    }
    const docs = readDocs(checker, prop);
    if (docs.hidden) continue;
    const required = !(prop.flags & ts.SymbolFlags.Optional);
    if (prop.name === 'slots') slotsProp = prop;
    props.push({
      name: prop.name,
      type: shortenTypeText(propTypeText(checker, prop, required)),
      required,
      default: docs.default,
      description: docs.description,
      deprecated: docs.deprecated,
      deprecationReason: docs.deprecationReason,
    });
  }

  const subpath = api.subpaths.get(`${component.packageName}#${component.name}`);
  const subpathFile = subpath ? program.getSourceFile(subpath.file) : undefined;
  const importPaths = [
    ...(subpathFile && exportedSymbol(checker, subpathFile, component.name) ? [subpath!.specifier] : []),
    component.packageName,
  ];

  return {
    name: component.name,
    packageName: component.packageName,
    packageVersion: pkg.version,
    importPaths,
    refElement: refElementOf(checker, propsType),
    acceptsNativeProps,
    props: props.sort(byName),
    slots: extractSlots(checker, slotsProp),
  };
}
