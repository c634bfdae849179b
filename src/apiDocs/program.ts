import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A package or an entry that cannot be read: the message names what is missing. */
export class ApiExtractionError extends Error {
  override name = 'ApiExtractionError';
}

export interface ResolvedPackage {
  packageName: string;
  version: string;
  /** `.d.ts` the package name resolves to. */
  entry: string;
}

/** A package's own program: its types as a reader who installed only that package sees them. */
export interface PackageProgram extends ResolvedPackage {
  program: ts.Program;
  checker: ts.TypeChecker;
}

/**
 * One compiler program per package. Pro and Premium augment the community packages' interfaces
 * (`declare module '@mui/x-data-grid'`), so one program over every package would show Premium
 * members in the community types; separate programs keep each plan's view exact. Parsed files
 * are shared between them, so each file is read once.
 */
export interface ApiProgram {
  rootDir: string;
  packages: ReadonlyMap<string, PackageProgram>;
}

export const compilerOptions: ts.CompilerOptions = {
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

/** The `.d.ts` a module specifier resolves to from the project root, or null. */
export function resolveTypes(specifier: string, rootDir: string): string | null {
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

/** A compiler host that hands every program the same parsed source files. */
function createSharedHost(): ts.CompilerHost {
  const host = ts.createCompilerHost(compilerOptions, true);
  const cache = new Map<string, ts.SourceFile | undefined>();
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError) => {
    if (!cache.has(fileName)) cache.set(fileName, getSourceFile(fileName, languageVersion, onError));
    return cache.get(fileName);
  };
  return host;
}

export function createApiProgram(rootDir: string, packageNames: readonly string[]): ApiProgram {
  const host = createSharedHost();
  const packages = new Map<string, PackageProgram>();
  for (const name of packageNames) {
    const pkg = resolvePackage(name, rootDir);
    const program = ts.createProgram({ rootNames: [pkg.entry], options: compilerOptions, host });
    packages.set(name, { ...pkg, program, checker: program.getTypeChecker() });
  }
  return { rootDir, packages };
}

/** The program of one loaded package. */
export function packageProgram(api: ApiProgram, packageName: string): PackageProgram {
  const pkg = api.packages.get(packageName);
  if (!pkg) throw new ApiExtractionError(`Package "${packageName}" was not loaded into the program.`);
  return pkg;
}

/** The symbols a package's entry point exports, by name (aliases kept as they are). */
const exportsCache = new WeakMap<PackageProgram, Map<string, ts.Symbol>>();

/** The symbols a package's entry point exports in its own program, by name (aliases kept). */
export function packageExports(api: ApiProgram, packageName: string): Map<string, ts.Symbol> {
  const pkg = packageProgram(api, packageName);
  const cached = exportsCache.get(pkg);
  if (cached) return cached;
  const file = pkg.program.getSourceFile(pkg.entry);
  const moduleSymbol = file && pkg.checker.getSymbolAtLocation(file);
  if (!moduleSymbol) throw new ApiExtractionError(`Could not read ${path.relative(api.rootDir, pkg.entry)}.`);
  const exported = new Map(pkg.checker.getExportsOfModule(moduleSymbol).map((symbol) => [symbol.name, symbol]));
  exportsCache.set(pkg, exported);
  return exported;
}

export function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}
