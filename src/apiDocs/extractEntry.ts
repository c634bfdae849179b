import fs from 'node:fs';
import ts from 'typescript';
import type { ApiCatalogEntry, ApiCssClass, ApiInheritance, ApiMember, ApiPageData, ApiPlan, ApiSlot } from './types';
import { displayPartsToMarkdown, type MarkdownRenderer, type ResolveName } from './docText';
import { ApiExtractionError, packageExports, packageProgram, resolveAlias, resolveTypes, type ApiProgram } from './program';
import { MAX_TYPE_LENGTH, isUnionWith, normalizeTypeText, shortenTypeText, unwrapParentheses } from './typeText';
import { apiSlug, comparePlans, familyBaseName, stableName } from './naming';
import { methodInterfaces } from './apiEntries';
import { apiPageRoute } from './catalog';

/**
 * Reads one catalogue entry's API from the installed type definitions with the TypeScript
 * compiler. The page is read from the highest edition that exports the entry (its members are a
 * superset); each member is labelled with the lowest plan that has it, within the entry's
 * editions and, for components, its edition family (DataGrid → DataGridPro → DataGridPremium).
 *
 * Left out of the tables (said on each page instead):
 * - props declared only in `@types/react` (DOM attributes, ARIA, root event handlers, `ref`);
 * - members tagged `@ignore` or `@internal` (internal or unstable).
 * Props declared by a Material UI component's props interface are listed under "Inheritance".
 */

export interface ExtractContext {
  api: ApiProgram;
  /** Every entry of the catalogue (families, inheritance links). */
  entries: readonly ApiCatalogEntry[];
  /** Name → route of documented entries, for `{@link}` and `[[Name]]` references. */
  resolve: ResolveName;
  markdown: MarkdownRenderer;
}

/** The context of one entry: the checker of the package its page is read from. */
interface EntryContext extends ExtractContext {
  checker: ts.TypeChecker;
}

type EntryData = Omit<ApiPageData, 'demos' | 'typeLinks'>;

const typeFormat = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
/** Signs that an instantiation lost information: `any`, or an empty object type. */
const uninformative = /\bany\b|\{\}/;

function fileOf(declaration: ts.Declaration): string {
  return declaration.getSourceFile().fileName;
}
const isFromReactTypes = (declaration: ts.Declaration) => /[\\/]node_modules[\\/]@types[\\/]react[\\/]/.test(fileOf(declaration));
const isFromMaterial = (declaration: ts.Declaration) => /[\\/]node_modules[\\/]@mui[\\/](material|system)[\\/]/.test(fileOf(declaration));

function ownDeclarations(symbol: ts.Symbol): ts.Declaration[] {
  return (symbol.declarations ?? []).filter((declaration) => !isFromReactTypes(declaration));
}

interface SymbolDocs {
  markdown: string;
  default: string | null;
  deprecated: boolean;
  deprecationMarkdown: string | null;
  hidden: boolean;
  returnsMarkdown: string;
}

function readDocs(context: EntryContext, symbol: ts.Symbol): SymbolDocs {
  const { checker } = context;
  const tags = symbol.getJsDocTags(checker);
  const text = (tag: ts.JSDocTagInfo | undefined) => (tag ? displayPartsToMarkdown(tag.text, context.resolve).trim() : '');
  const find = (name: string) => tags.find((tag) => tag.name === name);
  const defaultTag = find('default');
  const deprecatedTag = find('deprecated');
  // `@see` sentences are part of what the member means to a reader; keep them with the description.
  const see = tags.filter((tag) => tag.name === 'see').map(text).filter(Boolean);
  const markdown = [displayPartsToMarkdown(symbol.getDocumentationComment(checker), context.resolve), ...see].filter(Boolean).join('\n\n');
  return {
    markdown,
    default: defaultTag ? text(defaultTag).replace(/\s+/g, ' ') || null : null,
    deprecated: Boolean(deprecatedTag),
    deprecationMarkdown: deprecatedTag ? text(deprecatedTag) : null,
    hidden: tags.some((tag) => tag.name === 'ignore' || tag.name === 'internal'),
    returnsMarkdown: text(find('returns') ?? find('return')),
  };
}

function declaredTypeNode(declaration: ts.Declaration): ts.TypeNode | undefined {
  if (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration) || ts.isParameter(declaration)) return declaration.type;
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

/**
 * The type as declared (`Partial<GridClasses>`, not its expansion). When the declaration uses a
 * type parameter of a generic interface, the instantiated type is shown instead if it is short and
 * precise (`readonly DateView[]` rather than `readonly TView[]`).
 */
function memberTypeText(checker: ts.TypeChecker, symbol: ts.Symbol, required: boolean): string {
  const node = ownDeclarations(symbol).map(declaredTypeNode).find((candidate) => candidate !== undefined);
  const declared = node ? normalizeTypeText(node.getText()) : null;
  const parameters = node ? typeParametersIn(checker, node) : new Set<string>();
  if (declared !== null && parameters.size === 0) return declared;
  let instantiated = normalizeTypeText(checker.typeToString(checker.getTypeOfSymbol(symbol), undefined, typeFormat));
  // Optionality adds `| undefined`; the table already says the member is optional.
  if (!required && !(declared && isUnionWith(declared, 'undefined'))) instantiated = unwrapParentheses(instantiated.replace(/ \| undefined$/, ''));
  if (declared === null) return instantiated;
  const stillGeneric = [...parameters].some((name) => new RegExp(`\\b${name}\\b`).test(instantiated));
  const precise = instantiated.length <= MAX_TYPE_LENGTH && !uninformative.test(instantiated) && !stillGeneric;
  return precise ? instantiated : declared;
}

function shortAndFull(text: string): { type: string; fullType: string | null } {
  const type = shortenTypeText(text);
  return { type, fullType: type === text ? null : text };
}

/** Case-insensitive by name, ties broken by code points: stable on every machine. */
function byName(a: { name: string }, b: { name: string }): number {
  const left = a.name.toLowerCase();
  const right = b.name.toLowerCase();
  if (left !== right) return left < right ? -1 : 1;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** A package's export of `name`, resolved, or an error naming the entry. */
function exportOf(context: ExtractContext, packageName: string, name: string): ts.Symbol {
  const symbol = packageExports(context.api, packageName).get(name);
  if (!symbol) throw new ApiExtractionError(`"${name}" is not exported by ${packageName}.`);
  return resolveAlias(packageProgram(context.api, packageName).checker, symbol);
}

/**
 * The props type: the first parameter of the component's call signature, else the exported
 * `<Name>Props`; `null` for a component declared without props (`ChartZoomSlider()`).
 */
function componentPropsType(context: ExtractContext, packageName: string, name: string): ts.Type | null {
  const { checker } = packageProgram(context.api, packageName);
  const [signature] = checker.getTypeOfSymbol(exportOf(context, packageName, name)).getCallSignatures();
  const [parameter] = signature?.getParameters() ?? [];
  if (parameter) return checker.getTypeOfSymbol(parameter);
  const props = packageExports(context.api, packageName).get(`${stableName(name)}Props`);
  if (props) return checker.getDeclaredTypeOfSymbol(resolveAlias(checker, props));
  if (signature) return null;
  throw new ApiExtractionError(`"${name}" from ${packageName} is not a component: no call signature and no exported props type.`);
}

/** The type an interface entry names (`GridApi` as the package exports it). */
function interfaceType(context: ExtractContext, packageName: string, name: string): ts.Type {
  return packageProgram(context.api, packageName).checker.getDeclaredTypeOfSymbol(exportOf(context, packageName, name));
}

/** Visible member names of a type (for plan labels across editions). */
function memberNames(context: ExtractContext, packageName: string, type: ts.Type | null): Set<string> {
  if (!type) return new Set();
  return new Set(packageProgram(context.api, packageName).checker.getPropertiesOfType(type).filter((symbol) => ownDeclarations(symbol).length > 0).map((symbol) => symbol.name));
}

/** Lower editions to compare with, lowest plan first: other packages of the entry and its family. */
function lowerEditions(context: ExtractContext, entry: ApiCatalogEntry): { plan: ApiPlan; names: Set<string> }[] {
  const typeOf = (candidate: ApiCatalogEntry, packageName: string) =>
    candidate.kind === 'component' ? componentPropsType(context, packageName, candidate.name) : interfaceType(context, packageName, candidate.name);
  const lower: { plan: ApiPlan; names: Set<string> }[] = [];
  if (entry.kind === 'component') {
    const base = familyBaseName(entry.name);
    for (const member of context.entries) {
      if (member === entry || member.kind !== 'component' || member.product !== entry.product || familyBaseName(member.name) !== base) continue;
      if (comparePlans(member.plan, entry.plan) >= 0) continue;
      const home = member.editions[0].packageName;
      lower.push({ plan: member.plan, names: memberNames(context, home, typeOf(member, home)) });
    }
  }
  if (entry.kind !== 'hook') {
    for (const edition of entry.editions.slice(0, -1)) {
      lower.push({ plan: edition.plan, names: memberNames(context, edition.packageName, typeOf(entry, edition.packageName)) });
    }
  }
  return lower.sort((a, b) => comparePlans(a.plan, b.plan));
}

function planOfMember(name: string, lower: { plan: ApiPlan; names: Set<string> }[], own: ApiPlan): ApiPlan {
  return lower.find((edition) => edition.names.has(name))?.plan ?? own;
}

/** The interface a member is declared in (`ButtonBaseOwnProps`), when it is one. */
function declaringInterface(declaration: ts.Declaration): string | null {
  const parent = declaration.parent;
  if (parent && (ts.isInterfaceDeclaration(parent) || ts.isClassDeclaration(parent)) && parent.name) return parent.name.text;
  if (parent && ts.isTypeLiteralNode(parent) && ts.isTypeAliasDeclaration(parent.parent)) return parent.parent.name.text;
  return null;
}

/** `ButtonBaseOwnProps` → `ButtonBase`; null when the name is not a component's props type. */
function componentOfPropsInterface(interfaceName: string): string | null {
  const match = interfaceName.match(/^([A-Z]\w*?)(Own|Base|Type)?Props$/);
  return match ? match[1] : null;
}

/** Material UI props interfaces that are not a component's (`CommonProps`: className and style). */
const materialHelperTypes = new Set(['Common', 'Standard', 'System', 'Overridable']);

interface MembersResult {
  members: ApiMember[];
  methods: ApiMember[];
  inheritance: ApiInheritance[];
  slotsSymbol: ts.Symbol | null;
  classesSymbol: ts.Symbol | null;
  acceptsNativeProps: boolean;
}

/** A property whose value is a function (`getRow: <R>(id) => R`): a method to readers. */
function isFunctionValued(checker: ts.TypeChecker, symbol: ts.Symbol): boolean {
  const type = checker.getNonNullableType(checker.getTypeOfSymbol(symbol));
  return type.getCallSignatures().length > 0 && type.getProperties().length === 0;
}

function readMembers(context: EntryContext, entry: ApiCatalogEntry, type: ts.Type, asMethods: boolean): MembersResult {
  const { checker } = context;
  const lower = lowerEditions(context, entry);
  const documented = new Map(context.entries.filter((other) => other.product === entry.product).map((other) => [other.name, other]));
  const result: MembersResult = { members: [], methods: [], inheritance: [], slotsSymbol: null, classesSymbol: null, acceptsNativeProps: false };
  const inherited = new Map<string, ApiInheritance>();

  for (const symbol of checker.getPropertiesOfType(type)) {
    const declarations = ownDeclarations(symbol);
    if (declarations.length === 0) {
      if (symbol.name !== 'ref' && symbol.name !== 'key') result.acceptsNativeProps = true;
      continue;
    }
    const docs = readDocs(context, symbol);
    if (docs.hidden) continue;
    if (symbol.name === 'slots') result.slotsSymbol = symbol;
    if (symbol.name === 'classes') result.classesSymbol = symbol;

    // Props of another component's props interface: listed once, on that component's page.
    if (entry.kind === 'component') {
      const source = declaringInterface(declarations[0]);
      const component = source ? componentOfPropsInterface(source) : null;
      const fromMaterial = declarations.every(isFromMaterial);
      const materialNonComponent = fromMaterial && component !== null && materialHelperTypes.has(component);
      const otherDocumented = component && component !== entry.name && documented.get(component)?.kind === 'component' && familyBaseName(component) !== familyBaseName(entry.name);
      if (component && !materialNonComponent && (fromMaterial || otherDocumented)) {
        const href = otherDocumented ? apiPageRoute(documented.get(component)!) : `https://mui.com/material-ui/api/${apiSlug(component)}/`;
        const group = inherited.get(component) ?? { component, href, props: [] };
        group.props.push(symbol.name);
        inherited.set(component, group);
        continue;
      }
    }

    const required = !(symbol.flags & ts.SymbolFlags.Optional);
    const isMethod = asMethods && (declarations.some(ts.isMethodSignature) || isFunctionValued(checker, symbol));
    const member: ApiMember = {
      name: symbol.name,
      ...shortAndFull(memberTypeText(checker, symbol, required)),
      required,
      default: docs.default,
      descriptionHtml: context.markdown(docs.markdown),
      deprecated: docs.deprecated,
      deprecationHtml: docs.deprecationMarkdown === null ? null : context.markdown(docs.deprecationMarkdown),
      plan: planOfMember(symbol.name, lower, entry.editions[entry.editions.length - 1].plan),
      ...(isMethod ? { method: true } : {}),
    };
    (isMethod ? result.methods : result.members).push(member);
  }
  result.members.sort(byName);
  result.methods.sort(byName);
  result.inheritance = [...inherited.values()].map((group) => ({ ...group, props: group.props.sort() })).sort((a, b) => a.component.localeCompare(b.component));
  return result;
}

function readSlots(context: EntryContext, slotsSymbol: ts.Symbol | null): ApiSlot[] {
  if (!slotsSymbol) return [];
  const { checker } = context;
  const slotsType = checker.getNonNullableType(checker.getTypeOfSymbol(slotsSymbol));
  const slots: ApiSlot[] = [];
  for (const symbol of checker.getPropertiesOfType(slotsType)) {
    const docs = readDocs(context, symbol);
    if (docs.hidden) continue;
    slots.push({ name: symbol.name, default: docs.default, descriptionHtml: context.markdown(docs.markdown), deprecated: docs.deprecated });
  }
  return slots.sort(byName);
}

/** Class names MUI gives to states instead of `<prefix>-<key>` (@mui/utils generateUtilityClass). */
const GLOBAL_STATE_CLASSES = new Set(['active', 'checked', 'completed', 'disabled', 'error', 'expanded', 'focused', 'focusVisible', 'open', 'readOnly', 'required', 'selected']);

/** Global class name of a `classes` key, given the component's class prefix (`MuiDataGrid`). */
export function globalClassName(prefix: string, key: string): string {
  return GLOBAL_STATE_CLASSES.has(key) ? `Mui-${key}` : `${prefix}-${key}`;
}

/** The prefix passed to generateUtilityClasses in the compiled module beside a `.d.ts`. */
export function classPrefixFromModule(source: string): string | null {
  return source.match(/['"](Mui[A-Za-z0-9]+)['"]\s*,\s*\[/)?.[1] ?? null;
}

/**
 * CSS classes, from the `classes` prop: its `Partial<XClasses>` names the classes interface (keys
 * and descriptions), and the package's `xClasses` object, whose compiled module gives the prefix.
 */
function readClasses(context: EntryContext, packageName: string, classesSymbol: ts.Symbol | null): { exportName: string | null; classes: ApiCssClass[] } {
  if (!classesSymbol) return { exportName: null, classes: [] };
  const { checker } = context;
  const declared = ownDeclarations(classesSymbol).map(declaredTypeNode).find(Boolean)?.getText() ?? '';
  const interfaceName = declared.match(/\b([A-Z]\w*Classes)\b/)?.[1];
  if (!interfaceName) return { exportName: null, classes: [] };
  const exportName = interfaceName[0].toLowerCase() + interfaceName.slice(1);
  const exported = packageExports(context.api, packageName);
  const classesObject = exported.get(exportName);
  const classesInterface = exported.get(interfaceName);
  if (!classesObject || !classesInterface) return { exportName: null, classes: [] };
  const declaration = resolveAlias(checker, classesObject).declarations?.[0];
  const moduleFile = declaration ? fileOf(declaration).replace(/\.d\.ts$/, '.js') : null;
  const prefix = moduleFile && fs.existsSync(moduleFile) ? classPrefixFromModule(fs.readFileSync(moduleFile, 'utf8')) : null;
  if (!prefix) throw new ApiExtractionError(`Could not read the class name prefix of ${exportName} (${moduleFile ?? 'no module'}).`);
  const classes: ApiCssClass[] = [];
  for (const symbol of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(resolveAlias(checker, classesInterface)))) {
    const docs = readDocs(context, symbol);
    if (docs.hidden) continue;
    classes.push({ key: symbol.name, className: globalClassName(prefix, symbol.name), descriptionHtml: context.markdown(docs.markdown), deprecated: docs.deprecated });
  }
  return { exportName, classes: classes.sort((a, b) => byName({ name: a.key }, { name: b.key })) };
}

/** Element the `ref` reaches, from `RefAttributes<Element>` in the props type. */
function refElementOf(checker: ts.TypeChecker, propsType: ts.Type): string | null {
  const ref = propsType.getProperty('ref');
  if (!ref) return null;
  const text = checker.typeToString(checker.getTypeOfSymbol(ref), undefined, typeFormat);
  return text.match(/\bRef<([A-Za-z_$][\w$.]*)>/)?.[1] ?? null;
}

/** Import lines that work: the entry's own subpath (when the package has one), then each package root. */
function importPaths(context: EntryContext, entry: ApiCatalogEntry): string[] {
  const paths: string[] = [];
  const home = entry.editions[0].packageName;
  const subpath = `${home}/${stableName(entry.name)}`;
  const subpathFile = resolveTypes(subpath, context.api.rootDir);
  if (entry.kind === 'component' && subpathFile) {
    // The subpath module's text names the export when it re-exports it.
    if (new RegExp(`\\b${entry.name}\\b`).test(fs.readFileSync(subpathFile, 'utf8'))) paths.push(subpath);
  }
  return [...paths, ...entry.editions.map((edition) => edition.packageName)];
}

/**
 * The packages' component comments end with generated "Demos:", "Features:" and "API:" link
 * lists pointing at the public site; this site computes its own, so those lists are dropped.
 */
export function withoutGeneratedLinkLists(markdown: string): string {
  return markdown
    .replace(/^(Demos|Features|API):[ \t]*\n(?:[ \t]*\n)*(?:[ \t]*-[^\n]*(?:\n|$)(?:[ \t]*\n)*)+/gm, '')
    .trim();
}

function entryDocs(context: EntryContext, entry: ApiCatalogEntry, packageName: string): SymbolDocs {
  const docs = readDocs(context, exportOf(context, packageName, entry.name));
  return { ...docs, markdown: withoutGeneratedLinkLists(docs.markdown) };
}

function readHook(context: EntryContext, entry: ApiCatalogEntry, packageName: string): Pick<EntryData, 'members' | 'returns'> {
  const { checker } = context;
  const symbol = exportOf(context, packageName, entry.name);
  const [signature] = checker.getTypeOfSymbol(symbol).getCallSignatures();
  if (!signature) throw new ApiExtractionError(`"${entry.name}" from ${packageName} is not a function.`);
  const declaration = signature.getDeclaration();
  const paramDocs = new Map(
    ts.getJSDocTags(declaration).filter(ts.isJSDocParameterTag).map((tag) => [tag.name.getText(), displayPartsToMarkdown([{ text: ts.getTextOfJSDocComment(tag.comment) ?? '', kind: 'text' }], context.resolve)]),
  );
  const members: ApiMember[] = signature.getParameters().map((parameter) => {
    const node = parameter.valueDeclaration && ts.isParameter(parameter.valueDeclaration) ? parameter.valueDeclaration : null;
    const required = Boolean(node && !node.questionToken && !node.initializer);
    return {
      name: parameter.name,
      ...shortAndFull(node?.type ? normalizeTypeText(node.type.getText()) : normalizeTypeText(checker.typeToString(checker.getTypeOfSymbol(parameter), undefined, typeFormat))),
      required,
      default: node?.initializer ? node.initializer.getText() : null,
      descriptionHtml: context.markdown(paramDocs.get(parameter.name) ?? ''),
      deprecated: false,
      deprecationHtml: null,
      plan: entry.plan,
    };
  });
  const returnNode = ts.isFunctionDeclaration(declaration as ts.Node) || ts.isFunctionTypeNode(declaration as ts.Node) ? (declaration as ts.FunctionDeclaration).type : undefined;
  const returnText = normalizeTypeText(returnNode ? returnNode.getText() : checker.typeToString(signature.getReturnType(), undefined, typeFormat));
  const docs = readDocs(context, symbol);
  return { members, returns: { ...shortAndFull(returnText), descriptionHtml: context.markdown(docs.returnsMarkdown) } };
}

/** Everything the page of one entry shows, but its demos and type links (added by the generator). */
export function extractEntry(shared: ExtractContext, entry: ApiCatalogEntry): EntryData {
  const source = entry.editions[entry.editions.length - 1].packageName;
  const { checker } = packageProgram(shared.api, source);
  const context: EntryContext = { ...shared, checker };
  const docs = entryDocs(context, entry, entry.editions[0].packageName);
  const version = packageProgram(context.api, entry.editions[0].packageName).version;
  const base: EntryData = {
    kind: entry.kind,
    name: entry.name,
    slug: entry.slug,
    product: entry.product,
    route: apiPageRoute(entry),
    plan: entry.plan,
    editions: entry.editions,
    packageVersion: version,
    importPaths: importPaths(context, entry),
    descriptionHtml: context.markdown(docs.markdown),
    deprecated: docs.deprecated,
    members: [],
    methods: [],
    returns: null,
    inheritance: [],
    slots: [],
    classesExport: null,
    classes: [],
    refElement: null,
    acceptsNativeProps: false,
  };
  if (entry.kind === 'hook') return { ...base, ...readHook(context, entry, source) };
  if (entry.kind === 'interface') {
    const read = readMembers(context, entry, interfaceType(context, source, entry.name), methodInterfaces.has(entry.name));
    return { ...base, members: read.members, methods: read.methods };
  }
  const propsType = componentPropsType(context, source, entry.name);
  if (!propsType) return base;
  const read = readMembers(context, entry, propsType, false);
  const classes = readClasses(context, source, read.classesSymbol);
  return {
    ...base,
    members: read.members,
    inheritance: read.inheritance,
    slots: readSlots(context, read.slotsSymbol),
    classesExport: classes.exportName,
    classes: classes.classes,
    refElement: refElementOf(checker, propsType),
    acceptsNativeProps: read.acceptsNativeProps,
  };
}
