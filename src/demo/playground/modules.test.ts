import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleLoader } from './modules';

const storiesDir = path.resolve(__dirname, '../../../stories');
const demoFiles = (fs.readdirSync(storiesDir, { recursive: true }) as string[]).filter(
  (file) => /\.(tsx?|jsx?)$/.test(file) && !/\.stories\.tsx?$/.test(file) && !file.endsWith('.d.ts'),
);
// Value imports only: `import type` is erased before the playground runs the code.
const IMPORT = /^\s*(?:import\s+(?!type\s)(?:[^'"]*?\s+from\s+)?|export\s+(?!type\s)[^'"]*?\s+from\s+)(['"])([^'"./][^'"]*)\1/gm;

describe('every demo can be opened in the playground', () => {
  const specifiers = new Map<string, string>();
  for (const file of demoFiles) {
    for (const match of fs.readFileSync(path.join(storiesDir, file), 'utf8').matchAll(IMPORT)) {
      const specifier = match[2]!;
      if (!specifier.includes('storybook') && !specifier.includes('${')) specifiers.set(specifier, file);
    }
  }

  it('finds the demos and their imports', () => {
    expect(demoFiles.length).toBeGreaterThan(1000);
    expect(specifiers.size).toBeGreaterThan(100);
  });

  it('has a loader for every package a demo imports', () => {
    const missing = [...specifiers].filter(([specifier]) => moduleLoader(specifier) === null).map(([specifier, file]) => `${specifier} (${file})`);
    expect(missing).toEqual([]);
  });

  it('gives every component module a demo imports what the module itself exports', async () => {
    const problems: string[] = [];
    const deepModules = [...specifiers.keys()].filter((specifier) => /^@mui\/(material|x-[a-z-]+)\/[A-Z]\w*$/.test(specifier) && !/\/Adapter/.test(specifier));
    expect(deepModules.length).toBeGreaterThan(50);
    for (const specifier of deepModules) {
      const [actual, provided] = await Promise.all([import(/* @vite-ignore */ specifier) as Promise<Record<string, unknown>>, moduleLoader(specifier)!()]);
      for (const [name, value] of Object.entries(actual)) {
        if (provided[name] !== value) problems.push(`${specifier}: ${name}`);
      }
    }
    // Icons: one module per icon, each also exported by name from the package's index.
    const icons = [...specifiers.keys()].filter((specifier) => specifier.startsWith('@mui/icons-material/'));
    const iconIndex = fs.readFileSync(path.resolve(__dirname, '../../../node_modules/@mui/icons-material/esm/index.js'), 'utf8');
    problems.push(...icons.filter((specifier) => !iconIndex.includes(`as ${specifier.slice('@mui/icons-material/'.length)} }`)));
    expect(problems).toEqual([]);
  }, 120000);
});
