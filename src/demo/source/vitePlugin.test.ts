import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDemoSource, pageFolderOf, SandboxDependencyError, StaleDemoError } from './vitePlugin';
import { toJavaScript } from './javascript';
import { demoBaseName, localModuleImports, localStylesheetImports, listDemoFiles } from './demoFiles';

const demo = `import * as React from 'react';

interface Props {
  label?: string;
}

export default function Hello({ label = 'Hi' }: Props) {
  return <p className="hello">{label}</p>;
}
`;

async function folderWithDemo({ withJs = true, variants = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'demo-source-'));
  writeFileSync(join(dir, 'Hello.tsx'), demo);
  if (withJs) writeFileSync(join(dir, 'Hello.js'), await toJavaScript(demo, 'Hello.tsx'));
  if (variants) {
    const cssDemo = `import * as React from 'react';\nimport classes from './Hello.module.css';\n\nexport default function Hello() {\n  return <p className={classes.hello}>Hi</p>;\n}\n`;
    writeFileSync(join(dir, 'Hello.css.tsx'), cssDemo);
    writeFileSync(join(dir, 'Hello.css.js'), await toJavaScript(cssDemo, 'Hello.css.tsx'));
    writeFileSync(join(dir, 'Hello.module.css'), '.hello { color: teal; }\n');
  }
  return dir;
}

describe('loadDemoSource', () => {
  it('gives the TS and JS source, highlighted, with types removed from the JS', async () => {
    const dir = await folderWithDemo();
    const source = await loadDemoSource(join(dir, 'Hello.tsx'), { strict: true });
    expect(source.name).toBe('Hello');
    expect(Object.keys(source.styles)).toEqual(['system']);
    const [ts] = source.styles.system.ts;
    const [js] = source.styles.system.js;
    expect(ts.name).toBe('Hello.tsx');
    expect(js.name).toBe('Hello.js');
    expect(js.code).not.toContain('interface');
    expect(js.code).toContain("export default function Hello({ label = 'Hi' }) {");
    expect(ts.html).toContain('<span class="token keyword">interface</span>');
    // Source text is escaped by the highlighter.
    expect(js.html).not.toContain('<p className');
  });

  it('gives the dependencies of the exported TS and JS projects, and the tools they build with', async () => {
    const dir = await folderWithDemo();
    const source = await loadDemoSource(join(dir, 'Hello.tsx'), { strict: true });
    const sandbox = source.styles.system.sandbox;
    if (!sandbox || 'error' in sandbox) throw new Error('no sandbox dependencies');
    expect(Object.keys(sandbox.ts.dependencies)).toEqual(['react', 'react-dom']);
    expect(Object.keys(sandbox.ts.devDependencies)).toEqual(['@types/react', '@types/react-dom', 'typescript']);
    expect(sandbox.js.devDependencies).toEqual({});
    expect(source.sandboxTooling?.vite).toMatch(/^\^\d/);
  });

  it('fails the build, naming the demo, when an exported project could not get its date library', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-adapter-'));
    const code = `import * as React from 'react';\nimport { AdapterTemporal } from '@mui/x-date-pickers/AdapterTemporal';\n\nexport default function Dates() {\n  return <p>{String(AdapterTemporal)}</p>;\n}\n`;
    writeFileSync(join(dir, 'Dates.tsx'), code);
    writeFileSync(join(dir, 'Dates.js'), await toJavaScript(code, 'Dates.tsx'));
    await expect(loadDemoSource(join(dir, 'Dates.tsx'), { strict: true })).rejects.toThrow(SandboxDependencyError);
    await expect(loadDemoSource(join(dir, 'Dates.tsx'), { strict: true })).rejects.toThrow(/^Dates\.tsx cannot be exported to a sandbox: Cannot determine the npm package for the date adapter imported from '@mui\/x-date-pickers\/AdapterTemporal'/);
    // The dev server keeps going and hands the message to the toolbar.
    const warnings: string[] = [];
    const source = await loadDemoSource(join(dir, 'Dates.tsx'), { strict: false, warn: (message) => warnings.push(message) });
    expect(source.styles.system.sandbox).toEqual({ error: warnings[0] });
  });

  it('reads the heights of a demo in a sub-folder from its page folder, the nearest one with an MDX', async () => {
    const page = mkdtempSync(join(tmpdir(), 'demo-page-'));
    writeFileSync(join(page, 'page.mdx'), '# Page\n');
    writeFileSync(join(page, 'demo-heights.json'), JSON.stringify({ Hello: [[618, 142]] }));
    const library = join(page, 'luxon');
    mkdirSync(library);
    writeFileSync(join(library, 'Hello.tsx'), demo);
    writeFileSync(join(library, 'Hello.js'), await toJavaScript(demo, 'Hello.tsx'));
    expect(pageFolderOf(library)).toBe(page);
    expect((await loadDemoSource(join(library, 'Hello.tsx'), { strict: true })).heights).toEqual([[618, 142]]);
  });

  it('carries the measured canvas heights of the demo, and none when unmeasured or malformed', async () => {
    const dir = await folderWithDemo();
    expect((await loadDemoSource(join(dir, 'Hello.tsx'), { strict: true })).heights).toBeUndefined();
    const watched: string[] = [];
    writeFileSync(join(dir, 'demo-heights.json'), JSON.stringify({ Hello: [[326, 510], [618, 452]], Other: [[618, 90]] }));
    const measured = await loadDemoSource(join(dir, 'Hello.tsx'), { strict: true, watch: (file) => watched.push(file) });
    expect(measured.heights).toEqual([[326, 510], [618, 452]]);
    expect(watched).toContain(join(dir, 'demo-heights.json'));
    writeFileSync(join(dir, 'demo-heights.json'), JSON.stringify({ Hello: [[618, 'tall']] }));
    expect((await loadDemoSource(join(dir, 'Hello.tsx'), { strict: true })).heights).toBeUndefined();
  });

  it('fails the build on a missing or stale JS variant, and warns in development', async () => {
    const dir = await folderWithDemo({ withJs: false });
    await expect(loadDemoSource(join(dir, 'Hello.tsx'), { strict: true })).rejects.toThrow(StaleDemoError);
    const warnings: string[] = [];
    const source = await loadDemoSource(join(dir, 'Hello.tsx'), { strict: false, warn: (message) => warnings.push(message) });
    expect(warnings).toEqual(['Hello.js is missing: run `npm run demos:js`']);
    expect(source.styles.system.js[0].code).toContain('function Hello');
  });

  it('collects styling variants and their stylesheets', async () => {
    const dir = await folderWithDemo({ variants: true });
    const source = await loadDemoSource(join(dir, 'Hello.css.tsx'), { strict: true });
    expect(source.name).toBe('Hello');
    expect(source.styles.css?.ts.map((file) => file.name)).toEqual(['Hello.css.tsx', 'Hello.module.css']);
    expect(source.styles.css?.js.map((file) => file.name)).toEqual(['Hello.css.js', 'Hello.module.css']);
    expect(source.styles.tailwind).toBeUndefined();
  });

  it('adds the local modules a demo uses, through each other, as files with JS variants', async () => {
    const page = mkdtempSync(join(tmpdir(), 'demo-modules-'));
    writeFileSync(join(page, 'seed.ts'), 'export const SEED: number = 7;\n');
    writeFileSync(join(page, 'fakeServer.ts'), "import { SEED } from './seed';\n\nexport interface Order {\n  id: number;\n}\n\nexport const orders: Order[] = [{ id: SEED }];\n");
    const folder = join(page, 'lazy');
    mkdirSync(folder);
    const ordersDemo = "import * as React from 'react';\nimport { orders, type Order } from '../fakeServer';\nimport type { Order as Same } from '../fakeServer.ts';\n\nexport default function Orders() {\n  const first: Order | Same = orders[0];\n  return <p>{first.id}</p>;\n}\n";
    writeFileSync(join(folder, 'Orders.tsx'), ordersDemo);
    writeFileSync(join(folder, 'Orders.js'), await toJavaScript(ordersDemo, 'Orders.tsx'));
    const watched: string[] = [];
    const source = await loadDemoSource(join(folder, 'Orders.tsx'), { strict: true, watch: (file) => watched.push(file) });
    expect(source.styles.system.ts.map((file) => file.name)).toEqual(['Orders.tsx', '../fakeServer.ts', '../seed.ts']);
    expect(source.styles.system.js.map((file) => file.name)).toEqual(['Orders.js', '../fakeServer.js', '../seed.js']);
    const fakeServerJs = source.styles.system.js[1];
    expect(fakeServerJs.code).toContain('export const orders = [{ id: SEED }];');
    expect(fakeServerJs.code).not.toContain('interface');
    expect(fakeServerJs.language).toBe('jsx');
    expect(watched).toContain(join(page, 'seed.ts'));
  });
});

describe('demo files', () => {
  it('names and lists them', () => {
    expect(demoBaseName('StyledGrid.tailwind.tsx')).toBe('StyledGrid');
    expect(demoBaseName('StyledGrid.css.tsx')).toBe('StyledGrid');
    expect(listDemoFiles(['a/b.stories.tsx', 'a/B.tsx', 'a/B.js', 'a/a.mdx'])).toEqual(['a/B.tsx']);
    expect(localModuleImports("import { a } from '../fakeServer';\nimport type { B } from './types.ts';\nexport { c } from './c';\nimport './d.module.css';\nimport e from 'pkg';\nimport f from './F.tsx?demo';\nimport {\n  g,\n  h,\n} from './gh';")).toEqual(['../fakeServer', './types.ts', './c', './gh']);
    expect(localStylesheetImports("import './a.css';\nimport classes from './b.module.css';\nimport x from 'pkg/c.css';")).toEqual(['a.css', 'b.module.css']);
  });
});
