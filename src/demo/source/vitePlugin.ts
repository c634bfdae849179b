import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { CodeStyling } from '../../preferences/globals.ts';
import { highlight, languageOfFile } from './highlight.ts';
import { javascriptFileName, toJavaScript } from './javascript.ts';
import { demoBaseName, localModuleImports, localStylesheetImports, stylingFileSuffix } from './demoFiles.ts';
import type { DemoSandbox, DemoSource, DemoSourceFile, DemoStylingSource } from './types.ts';
import { demoDependencies, importedSpecifiers, type InstalledPackages } from '../sandbox/dependencies.ts';
import { installedPackages } from '../sandbox/installedPackages.ts';

const QUERY = '?demo';

function sourceFile(name: string, code: string): DemoSourceFile {
  const language = languageOfFile(name);
  return { name, language, code, html: highlight(code, language) };
}

export class StaleDemoError extends Error {
  override name = 'StaleDemoError';
}

/**
 * The JavaScript variant of a demo: the committed `.js` file beside the `.tsx`, checked against a
 * fresh generation. A stale or missing file fails the build; the dev server serves the fresh
 * code with a warning so editing a demo stays quick.
 */
async function javascriptOf(tsPath: string, tsCode: string, strict: boolean, warn: (message: string) => void): Promise<string> {
  const jsPath = javascriptFileName(tsPath);
  const fresh = await toJavaScript(tsCode, basename(tsPath));
  const committed = existsSync(jsPath) ? readFileSync(jsPath, 'utf8') : null;
  if (committed === fresh) return committed;
  const message = `${basename(jsPath)} is ${committed === null ? 'missing' : 'stale'}: run \`npm run demos:js\``;
  if (strict) throw new StaleDemoError(message);
  warn(message);
  return fresh;
}

/** The file a relative import names: as written, or with `.ts` / `.tsx` added (how the demos import). */
function resolveLocalModule(fromFile: string, specifier: string): string | null {
  const base = join(dirname(fromFile), specifier);
  return [base, `${base}.ts`, `${base}.tsx`].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate)) ?? null;
}

/**
 * The local TypeScript modules a demo file uses, directly or through each other (a shared data
 * set, an in-page fake server), with their JavaScript variants made from them here: one module
 * serves many demos, so it has no committed `.js` twin (which bundlers would pick over the `.ts`).
 */
async function localModules(tsPath: string, watch: (file: string) => void): Promise<{ ts: DemoSourceFile[]; js: DemoSourceFile[] }> {
  const found: string[] = [];
  const visit = (file: string, code: string) => {
    for (const specifier of localModuleImports(code)) {
      const resolved = resolveLocalModule(file, specifier);
      if (!resolved || resolved === tsPath || found.includes(resolved)) continue;
      found.push(resolved);
      visit(resolved, readFileSync(resolved, 'utf8'));
    }
  };
  visit(tsPath, readFileSync(tsPath, 'utf8'));
  const ts: DemoSourceFile[] = [];
  const js: DemoSourceFile[] = [];
  for (const file of found) {
    watch(file);
    const code = readFileSync(file, 'utf8');
    // Named by its path from the demo, so a reader (or an exported sandbox) puts it in the right place.
    const name = relative(dirname(tsPath), file).split('\\').join('/');
    ts.push(sourceFile(name, code));
    js.push(sourceFile(name.replace(/\.tsx?$/, '.js'), await toJavaScript(code, basename(file))));
  }
  return { ts, js };
}

async function stylingSource(tsPath: string, strict: boolean, warn: (message: string) => void, watch: (file: string) => void): Promise<DemoStylingSource> {
  const tsCode = readFileSync(tsPath, 'utf8');
  const jsCode = await javascriptOf(tsPath, tsCode, strict, warn);
  watch(tsPath);
  watch(javascriptFileName(tsPath));
  const stylesheets = localStylesheetImports(tsCode).map((name) => {
    const path = join(dirname(tsPath), name);
    watch(path);
    return sourceFile(name, readFileSync(path, 'utf8'));
  });
  const modules = await localModules(tsPath, watch);
  const ts = [sourceFile(basename(tsPath), tsCode), ...stylesheets, ...modules.ts];
  const js = [sourceFile(basename(javascriptFileName(tsPath)), jsCode), ...stylesheets, ...modules.js];
  return { ts, js, sandbox: sandboxOf(tsPath, ts, js, strict, warn) };
}

export class SandboxDependencyError extends Error {
  override name = 'SandboxDependencyError';
}

let installed: InstalledPackages | null = null;
const repositoryPackages = () => (installed ??= installedPackages(fileURLToPath(new URL('../../..', import.meta.url))));

/** The dependencies of the demo's exported projects; a demo whose imports cannot be mapped fails the build, named. */
function sandboxOf(tsPath: string, ts: DemoSourceFile[], js: DemoSourceFile[], strict: boolean, warn: (message: string) => void): DemoSandbox {
  const specifiers = (files: DemoSourceFile[]) => files.filter((file) => file.language !== 'css').flatMap((file) => importedSpecifiers(file.code, file.name));
  try {
    return {
      ts: demoDependencies(specifiers(ts), repositoryPackages(), { typescript: true }),
      js: demoDependencies(specifiers(js), repositoryPackages(), { typescript: false }),
    };
  } catch (error) {
    const message = `${basename(tsPath)} cannot be exported to a sandbox: ${(error as Error).message}`;
    if (strict) throw new SandboxDependencyError(message);
    warn(message);
    return { error: message };
  }
}

/** Versions of the tools an exported project builds with, from this repository's packages. */
export function sandboxTooling(packages: InstalledPackages = repositoryPackages()): Record<string, string> {
  const tooling: Record<string, string> = {};
  for (const name of ['vite', '@vitejs/plugin-react', 'tailwindcss', '@tailwindcss/vite']) {
    const version = packages.version(name);
    if (version) tooling[name] = `^${version}`;
  }
  return tooling;
}

/** Builds the `?demo` module of a demo file: every styling variant that exists, TS and JS, highlighted. */
export async function loadDemoSource(
  tsPath: string,
  { strict, warn = () => {}, watch = () => {} }: { strict: boolean; warn?: (message: string) => void; watch?: (file: string) => void },
): Promise<DemoSource> {
  const base = join(dirname(tsPath), demoBaseName(basename(tsPath)));
  const styles: DemoSource['styles'] = { system: await stylingSource(`${base}.tsx`, strict, warn, watch) };
  for (const [styling, suffix] of Object.entries(stylingFileSuffix) as Array<[Exclude<CodeStyling, 'system'>, string]>) {
    if (existsSync(`${base}${suffix}`)) styles[styling] = await stylingSource(`${base}${suffix}`, strict, warn, watch);
  }
  const heights = measuredHeights(dirname(tsPath), basename(base), watch);
  return { name: basename(base), ...(heights ? { heights } : {}), styles, sandboxTooling: sandboxTooling() };
}

/** File of a page folder with its demos' measured canvas heights. */
export const DEMO_HEIGHTS_FILE = 'demo-heights.json';

/**
 * The page folder of a demo: its own folder, or for a demo kept in a sub-folder (demos of another
 * date library), the nearest folder above it with the page's MDX.
 */
export function pageFolderOf(demoFolder: string): string {
  for (let folder = demoFolder; ; folder = dirname(folder)) {
    if (readdirSync(folder).some((name) => name.endsWith('.mdx'))) return folder;
    if (dirname(folder) === folder) return demoFolder;
  }
}

/** The measured heights of one demo, or undefined when it has none (it then mounts at once). */
function measuredHeights(demoFolder: string, name: string, watch: (file: string) => void): [number, number][] | undefined {
  const file = join(pageFolderOf(demoFolder), DEMO_HEIGHTS_FILE);
  if (!existsSync(file)) return undefined;
  watch(file);
  const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const entry = all[name];
  const valid = Array.isArray(entry) && entry.every((pair) => Array.isArray(pair) && pair.length === 2 && pair.every((n) => typeof n === 'number' && n >= 0));
  return valid ? (entry as [number, number][]) : undefined;
}

/**
 * `import source from './BasicSorting.tsx?demo'`: the demo's source for the code panel, made at
 * build time (JS variant checked, syntax highlighted), so pages ship no highlighter.
 */
export function demoSourcePlugin(): Plugin {
  let strict = true;
  return {
    name: 'mui-x-docs:demo-source',
    enforce: 'pre',
    configResolved(config) {
      strict = config.command === 'build';
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const tsPath = id.slice(0, -QUERY.length);
      const source = await loadDemoSource(tsPath, {
        strict,
        warn: (message) => this.warn(message),
        watch: (file) => this.addWatchFile(file),
      });
      return `export default ${JSON.stringify(source)};`;
    },
  };
}
