import type { DemoSourceFile } from '../source/types';

/**
 * The project a reader opens in CodeSandbox or StackBlitz: the demo they are looking at (its
 * TS or JS variant and styling), rendered in the library's default theme by a small Vite app.
 * Pure: the toolbar calls it in the browser with what the build computed.
 */

export interface SandboxInput {
  /** Page and demo, for the project's title, e.g. "Data Grid - Sorting: BasicSorting". */
  title: string;
  /** The demo file first, then its stylesheets and local modules (names relative to the demo). */
  files: readonly DemoSourceFile[];
  language: 'ts' | 'js';
  /** Tailwind demos need its Vite plugin and stylesheet. */
  tailwind: boolean;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  /** Versions of the tools the project itself needs (vite, its React plugin, Tailwind). */
  tooling: Record<string, string>;
}

export interface SandboxProject {
  title: string;
  /** Path → content. */
  files: Record<string, string>;
  /** The file a service opens first: the demo. */
  entryFile: string;
}

const RELATIVE_SPECIFIER = /(\bfrom\s+|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+)\2/g;

function normalize(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

const dirOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');
const withoutScriptExtension = (path: string) => path.replace(/\.(tsx?|jsx?)$/, '');
const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * Puts every file beside the demo in `src/` (a shared `../fakeServer` becomes `./fakeServer`) and
 * rewrites the relative imports to match. Two modules with one name keep their folder in the name.
 * With `jsx`, JavaScript files take the `.jsx` extension.
 */
export function flattenDemoFiles(files: readonly DemoSourceFile[], { jsx = false } = {}): Array<{ path: string; code: string }> {
  const flatName = new Map<string, string>();
  const taken = new Set<string>();
  for (const file of files) {
    const original = normalize(`demo/${file.name}`);
    // Vite reads JSX only in .jsx files; the docs show JavaScript demos as .js, like most projects' docs.
    let name = jsx ? baseName(original).replace(/\.js$/, '.jsx') : baseName(original);
    if (taken.has(name.toLowerCase())) name = `${dirOf(original).split('/').join('-')}-${name}`;
    taken.add(name.toLowerCase());
    flatName.set(original, name);
  }
  const lookup = (fromOriginal: string, specifier: string): string | null => {
    const target = normalize(`${dirOf(fromOriginal)}/${specifier}`);
    for (const [original, name] of flatName) {
      if (original === target || withoutScriptExtension(original) === withoutScriptExtension(target)) {
        return specifier.match(/\.(tsx?|jsx?|css)$/) ? `./${name}` : `./${withoutScriptExtension(name)}`;
      }
    }
    return null;
  };
  return files.map((file) => {
    const original = normalize(`demo/${file.name}`);
    const code = file.code.replace(RELATIVE_SPECIFIER, (whole, lead: string, quote: string, specifier: string) => {
      const flat = lookup(original, specifier);
      return flat ? `${lead}${quote}${flat}${quote}` : whole;
    });
    return { path: `src/${flatName.get(original)}`, code };
  });
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export function createSandboxProject(input: SandboxInput): SandboxProject {
  const ts = input.language === 'ts';
  const ext = ts ? 'tsx' : 'jsx';
  const demo = flattenDemoFiles(input.files, { jsx: !ts });
  const demoPath = demo[0].path;
  const demoImport = `./${withoutScriptExtension(baseName(demoPath))}`;
  const demoName = withoutScriptExtension(baseName(demoPath)).replace(/[^A-Za-z0-9_$]/g, '') || 'Demo';

  const files: Record<string, string> = {};
  files['index.html'] = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="initial-scale=1, width=device-width" />
    <title>${input.title.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;'))}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/index.${ext}"></script>
  </body>
</html>
`;
  files[`src/index.${ext}`] = `import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
${input.tailwind ? "import './tailwind.css';\n" : ''}import ${demoName} from '${demoImport}';

// The library's default theme, as the docs render the demo.
const theme = createTheme();

createRoot(document.getElementById('root')${ts ? '!' : ''}).render(
  <React.StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <${demoName} />
    </ThemeProvider>
  </React.StrictMode>,
);
`;
  for (const file of demo) files[file.path] = file.code;
  if (input.tailwind) files['src/tailwind.css'] = "@import 'tailwindcss';\n";

  const viteConfig = `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
${input.tailwind ? "import tailwindcss from '@tailwindcss/vite';\n" : ''}
export default defineConfig({
  plugins: [react()${input.tailwind ? ', tailwindcss()' : ''}],
});
`;
  files[ts ? 'vite.config.ts' : 'vite.config.js'] = viteConfig;

  const tool = (name: string) => {
    const version = input.tooling[name];
    if (!version) throw new Error(`No version for '${name}', which every exported project needs.`);
    return version;
  };
  const devDependencies: Record<string, string> = { ...input.devDependencies, vite: tool('vite'), '@vitejs/plugin-react': tool('@vitejs/plugin-react') };
  if (input.tailwind) Object.assign(devDependencies, { tailwindcss: tool('tailwindcss'), '@tailwindcss/vite': tool('@tailwindcss/vite') });
  files['package.json'] = json({
    name: input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'mui-x-demo',
    private: true,
    description: input.title,
    type: 'module',
    scripts: { dev: 'vite', build: ts ? 'tsc && vite build' : 'vite build', preview: 'vite preview' },
    dependencies: sortKeys(input.dependencies),
    devDependencies: sortKeys(devDependencies),
  });
  if (ts) {
    files['tsconfig.json'] = json({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        esModuleInterop: true,
        skipLibCheck: true,
        isolatedModules: true,
        allowImportingTsExtensions: true,
        noEmit: true,
        types: ['vite/client'],
      },
      include: ['src', 'vite.config.ts'],
    });
  }
  return { title: input.title, files, entryFile: demoPath };
}

function sortKeys(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}
