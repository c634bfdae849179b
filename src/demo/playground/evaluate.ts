import { compileModule, PlaygroundError, requiredSpecifiers } from './compile';
import type { PlaygroundFile } from './sharedCode';
import type { ModuleNamespace } from './modules';

export interface EvaluateOptions {
  /** Loads a package the code imports (the allow-list in the runner, real packages in tests). */
  loadModule: (specifier: string) => Promise<ModuleNamespace>;
  /** A stylesheet the code imports (`./styles.css`): its text, applied by the caller. */
  addStylesheet?: (name: string, css: string) => void;
}

const SCRIPT_EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js'];

function joinPath(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** CSS module class names map to themselves: the stylesheet is applied as written. */
const cssModuleClasses = () => new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? key : undefined) });

/**
 * Runs the playground's files and returns the first file's default export. Every package is
 * loaded first (imports are static), then the modules run in the order they are required.
 * Failures are PlaygroundErrors naming the file and, for syntax errors, the line.
 */
export async function evaluatePlayground(files: readonly PlaygroundFile[], { loadModule, addStylesheet }: EvaluateOptions): Promise<unknown> {
  const entry = files[0];
  if (!entry) throw new PlaygroundError('There is no file to run.', 'module');
  const byName = new Map(files.map((file) => [file.name, file]));
  const compiled = new Map<string, string>();
  for (const file of files) if (!file.name.endsWith('.css')) compiled.set(file.name, compileModule(file.name, file.code));

  const packages = new Map<string, ModuleNamespace>();
  const bare = [...new Set([...compiled.values()].flatMap(requiredSpecifiers).filter((specifier) => !specifier.startsWith('.')))];
  await Promise.all(
    bare.map(async (specifier) => {
      try {
        packages.set(specifier, {
          ...(await loadModule(specifier)),
          __esModule: true,
        });
      } catch (error) {
        throw new PlaygroundError(error instanceof Error ? error.message : String(error), 'module');
      }
    }),
  );

  const exportsByFile = new Map<string, ModuleNamespace>();
  const run = (name: string): ModuleNamespace => {
    const done = exportsByFile.get(name);
    if (done) return done;
    const file = byName.get(name)!;
    if (name.endsWith('.css')) {
      addStylesheet?.(name, file.code);
      const classes = { __esModule: true, default: cssModuleClasses() };
      exportsByFile.set(name, classes);
      return classes;
    }
    const exports: ModuleNamespace = {};
    exportsByFile.set(name, exports);
    const require = (specifier: string): unknown => {
      if (!specifier.startsWith('.')) return packages.get(specifier);
      const target = SCRIPT_EXTENSIONS.map((extension) => joinPath(name, specifier) + extension).find((candidate) => byName.has(candidate));
      if (!target) throw new PlaygroundError(`${name} imports "${specifier}", which is not a file of this playground.`, 'module', name);
      return run(target);
    };
    const module = { exports };
    // The reader's own code, in the sandboxed runner document whose policy alone allows this.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const body = new Function('require', 'exports', 'module', compiled.get(name)!);
    body(require, exports, module);
    if (module.exports !== exports) exportsByFile.set(name, module.exports as ModuleNamespace);
    return exportsByFile.get(name)!;
  };
  const entryExports = run(entry.name);
  const component = entryExports.default;
  if (typeof component !== 'function' && !(typeof component === 'object' && component !== null && '$$typeof' in component)) {
    throw new PlaygroundError(`${entry.name} has no default export to render: end it with "export default function Demo() { … }".`, 'module', entry.name);
  }
  return component;
}
