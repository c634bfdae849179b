import ts from 'typescript';

/**
 * The npm dependencies of an exported demo, from its imports. Runs at build time (it parses with
 * TypeScript), so a demo whose dependencies cannot be determined fails the build, naming the demo.
 */

/**
 * The date library each pickers adapter needs and the version range an exported project gets:
 * the versions this repository installs (a unit test checks them against `node_modules`), and the
 * previous majors for the V2 date-fns adapters, which are made for date-fns 2.
 */
export const DATE_ADAPTER_LIBRARIES: Record<string, { name: string; version: string }> = {
  AdapterDayjs: { name: 'dayjs', version: '^1.11.23' },
  AdapterDateFns: { name: 'date-fns', version: '^4.4.0' },
  AdapterDateFnsV2: { name: 'date-fns', version: '^2.30.0' },
  AdapterDateFnsJalali: { name: 'date-fns-jalali', version: '^4.0.0-0' },
  AdapterDateFnsJalaliV2: { name: 'date-fns-jalali', version: '^2.30.0-0' },
  AdapterLuxon: { name: 'luxon', version: '^3.7.2' },
  AdapterMoment: { name: 'moment', version: '^2.31.0' },
  AdapterMomentHijri: { name: 'moment-hijri', version: '^3.0.0' },
  AdapterMomentJalaali: { name: 'moment-jalaali', version: '^0.10.4' },
};

const ADAPTER_IMPORT = /^@mui\/x-date-pickers(?:-pro)?\/(Adapter[A-Za-z0-9]*)(?:\/.*)?$/;

export class UnknownDateAdapterError extends Error {
  constructor(readonly specifier: string) {
    super(`Cannot determine the npm package for the date adapter imported from '${specifier}': it is not in DATE_ADAPTER_LIBRARIES (src/demo/sandbox/dependencies.ts).`);
    this.name = 'UnknownDateAdapterError';
  }
}

/**
 * Every module specifier a source imports at run time, in order of first appearance: imports
 * (default, named, namespace, side-effect), `export … from`, dynamic `import('…')`. Type-only
 * imports and exports (`import type`, or every named binding marked `type`) are left out.
 */
export function importedSpecifiers(source: string, fileName = 'Demo.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const add = (node: ts.Expression | undefined) => {
    if (node && ts.isStringLiteralLike(node) && !found.includes(node.text)) found.push(node.text);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name && clause.namedBindings !== undefined && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) add(node.moduleSpecifier);
    } else if (ts.isExportDeclaration(node)) {
      const typeOnly = node.isTypeOnly || (node.exportClause !== undefined && ts.isNamedExports(node.exportClause) && node.exportClause.elements.length > 0 && node.exportClause.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) add(node.moduleSpecifier);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** `@mui/x-data-grid/hooks` → `@mui/x-data-grid`, `dayjs/plugin/utc` → `dayjs`; relative and absolute paths → null. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.includes(':')) return null;
  const parts = specifier.split('/');
  if (specifier.startsWith('@')) return parts.length >= 2 && parts[1] ? `${parts[0]}/${parts[1]}` : null;
  return parts[0] || null;
}

export interface InstalledPackages {
  /** Installed version of a package, or undefined when it is not installed. */
  version(name: string): string | undefined;
  /** Whether the installed package ships its own type definitions. */
  hasOwnTypes(name: string): boolean;
}

export interface DemoDependencies {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

const PEERS_OF_MUI = ['@mui/material', '@emotion/react', '@emotion/styled'];
const ALWAYS = ['react', 'react-dom'];

/**
 * The `package.json` dependencies of an exported demo: one per imported package (versions from the
 * installed packages, `^<version>`), the date library of a pickers adapter, the peers every MUI
 * package needs, and for TypeScript the `@types/*` packages and `typescript`.
 */
export function demoDependencies(specifiers: readonly string[], installed: InstalledPackages, { typescript }: { typescript: boolean }): DemoDependencies {
  const names: string[] = [...ALWAYS];
  const add = (name: string) => {
    if (!names.includes(name)) names.push(name);
  };
  const dateLibraries = new Map<string, string>();
  for (const specifier of specifiers) {
    const name = packageOf(specifier);
    if (!name) continue;
    add(name);
    const adapter = ADAPTER_IMPORT.exec(specifier);
    if (adapter) {
      const library = DATE_ADAPTER_LIBRARIES[adapter[1]];
      if (!library) throw new UnknownDateAdapterError(specifier);
      dateLibraries.set(library.name, library.version);
    }
    if (name.startsWith('@mui/')) PEERS_OF_MUI.forEach(add);
  }
  const range = (name: string) => {
    const dateLibrary = dateLibraries.get(name);
    if (dateLibrary) return dateLibrary;
    const version = installed.version(name);
    if (version) return `^${version}`;
    throw new Error(`'${name}' is imported but not installed, so its version cannot be determined.`);
  };
  const dependencies: Record<string, string> = {};
  for (const name of names) dependencies[name] = range(name);
  for (const library of dateLibraries.keys()) dependencies[library] = range(library);

  const devDependencies: Record<string, string> = {};
  if (typescript) {
    for (const name of Object.keys(dependencies)) {
      if (name.startsWith('@types/') || installed.hasOwnTypes(name)) continue;
      const typesName = `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;
      const version = installed.version(typesName);
      if (version) devDependencies[typesName] = `^${version}`;
    }
    devDependencies.typescript = range('typescript');
  }
  return { dependencies, devDependencies };
}
