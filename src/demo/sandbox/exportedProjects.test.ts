import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoSource } from '../source/vitePlugin';
import type { DemoStylingSource } from '../source/types';
import { importedSpecifiers, packageOf } from './dependencies';
import { createSandboxProject } from './project';

// Exported projects, written to disk and checked against this repository's installed packages
// (no network): TypeScript ones type-check in one program, JavaScript and Tailwind ones build with Vite.
const rootDir = resolve(__dirname, '../../..');
const workDir = mkdtempSync(join(tmpdir(), 'sandbox-export-'));
symlinkSync(join(rootDir, 'node_modules'), join(workDir, 'node_modules'), 'dir');

interface Case {
  demo: string;
  styling?: 'tailwind' | 'css';
  language: 'ts' | 'js';
}

const cases: Record<string, Case> = {
  grid: { demo: 'stories/x/react-data-grid/sorting/BasicSorting.tsx', language: 'ts' },
  'premium grid': { demo: 'stories/x/react-data-grid/aggregation/AggregationInitialState.tsx', language: 'ts' },
  'grid with a shared fake server': { demo: 'stories/x/react-data-grid/server-side-data/lazy-loading/LazyLoadingInfinite.tsx', language: 'ts' },
  'picker with its adapter': { demo: 'stories/x/react-date-pickers/date-picker/BasicDatePicker.tsx', language: 'ts' },
  chart: { demo: 'stories/x/react-charts/bars/BarClick.tsx', language: 'ts' },
  'tree view': { demo: 'stories/x/react-tree-view/CourseOutline.tsx', language: 'ts' },
  'icon font': { demo: 'stories/x/react-data-grid/components/IconFontIcons.tsx', language: 'ts' },
  'CSS modules variant': { demo: 'stories/x/react-data-grid/sorting/SortedColumnStyling.tsx', styling: 'css', language: 'ts' },
  'JavaScript variant': { demo: 'stories/x/react-data-grid/sorting/BasicSorting.tsx', language: 'js' },
  'Tailwind variant': { demo: 'stories/x/react-data-grid/sorting/SortedColumnStyling.tsx', styling: 'tailwind', language: 'ts' },
};

const projects = new Map<string, { dir: string; files: Record<string, string> }>();

beforeAll(async () => {
  for (const [name, { demo, styling, language }] of Object.entries(cases)) {
    const source = await loadDemoSource(join(rootDir, demo), { strict: true });
    const variant = source.styles[styling ?? 'system'] as DemoStylingSource;
    if (!variant?.sandbox || 'error' in variant.sandbox) throw new Error(`${demo}: no sandbox dependencies`);
    const project = createSandboxProject({
      title: `${name}: ${source.name}`,
      files: variant[language],
      language,
      tailwind: styling === 'tailwind',
      ...variant.sandbox[language],
      tooling: source.sandboxTooling ?? {},
    });
    const dir = join(workDir, name.replace(/\W+/g, '-'));
    for (const [path, content] of Object.entries(project.files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), content);
    }
    symlinkSync(join(rootDir, 'node_modules'), join(dir, 'node_modules'), 'dir');
    projects.set(name, { dir, files: project.files });
  }
}, 120000);

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('exported sandbox projects', () => {
  it('list every package their code imports', () => {
    for (const [name, { files }] of projects) {
      const pkg = JSON.parse(files['package.json']);
      const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);
      const imported = Object.entries(files)
        .filter(([path]) => /\.(tsx?|jsx?)$/.test(path))
        .flatMap(([path, code]) => importedSpecifiers(code, path))
        .map(packageOf)
        .filter((found): found is string => found !== null);
      expect(imported.filter((found) => !declared.has(found)), name).toEqual([]);
      for (const version of Object.values<string>({ ...pkg.dependencies, ...pkg.devDependencies })) expect(version, name).toMatch(/^\^\d/);
      if (name === 'icon font') expect(pkg.dependencies['material-icons']).toMatch(/^\^1\./);
    }
  });

  it('type-check as written (TypeScript ones, with the tsconfig they ship)', () => {
    const typescriptProjects = [...projects].filter(([, { files }]) => files['tsconfig.json']);
    expect(typescriptProjects.length).toBe(9);
    const { compilerOptions } = JSON.parse(typescriptProjects[0][1].files['tsconfig.json']);
    const config = { compilerOptions, include: typescriptProjects.flatMap(([, { dir }]) => [join(dir, 'src'), join(dir, 'vite.config.ts')]) };
    writeFileSync(join(workDir, 'tsconfig.json'), JSON.stringify(config));
    for (const [, { files }] of typescriptProjects) expect(JSON.parse(files['tsconfig.json']).compilerOptions).toEqual(compilerOptions);
    try {
      execFileSync(process.execPath, [join(rootDir, 'node_modules/typescript/bin/tsc'), '-p', join(workDir, 'tsconfig.json')], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      throw new Error(`tsc found errors in the exported projects:\n${(error as { stdout?: string }).stdout ?? error}`);
    }
  }, 180000);

  it.each(['JavaScript variant', 'Tailwind variant'])('%s builds with Vite, its demo in the bundle', async (name) => {
    const { dir } = projects.get(name)!;
    await build({ root: dir, configFile: join(dir, name === 'JavaScript variant' ? 'vite.config.js' : 'vite.config.ts'), logLevel: 'silent', build: { outDir: join(dir, 'dist'), minify: false } });
    const html = readFileSync(join(dir, 'dist/index.html'), 'utf8');
    const script = /src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const bundle = readFileSync(join(dir, 'dist', script!), 'utf8');
    expect(bundle).toContain('MuiDataGrid');
    if (name === 'Tailwind variant') expect(readFileSync(join(dir, 'dist', /href="\/(assets\/[^"]+\.css)"/.exec(html)![1]), 'utf8')).toContain('.MuiDataGrid-columnHeader--sorted');
  }, 180000);
});
