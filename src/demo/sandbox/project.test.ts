import { describe, expect, it } from 'vitest';
import type { DemoSourceFile } from '../source/types';
import { createSandboxProject, flattenDemoFiles } from './project';

const file = (name: string, code: string): DemoSourceFile => ({ name, code, html: '', language: name.endsWith('.css') ? 'css' : 'tsx' });
const tooling = { vite: '^8.3.8', '@vitejs/plugin-react': '^6.3.0', tailwindcss: '^4.1.0', '@tailwindcss/vite': '^4.1.0' };

describe('flattenDemoFiles', () => {
  it('puts shared modules beside the demo and rewrites every relative import to match', () => {
    const flat = flattenDemoFiles([
      file('ServerGrid.tsx', "import { createServer } from '../../server-side-data/fakeServer';\nimport styles from './ServerGrid.module.css';\nconst lazy = () => import('../orders');"),
      file('ServerGrid.module.css', '.root { color: red; }'),
      file('../../server-side-data/fakeServer.ts', "import { rows } from './data';\nexport const createServer = () => rows;"),
      file('../../server-side-data/data.ts', 'export const rows = [];'),
      file('../orders.ts', 'export default [];'),
    ]);
    expect(flat.map((entry) => entry.path)).toEqual(['src/ServerGrid.tsx', 'src/ServerGrid.module.css', 'src/fakeServer.ts', 'src/data.ts', 'src/orders.ts']);
    expect(flat[0].code).toBe("import { createServer } from './fakeServer';\nimport styles from './ServerGrid.module.css';\nconst lazy = () => import('./orders');");
    expect(flat[2].code).toContain("from './data'");
  });

  it('keeps two modules with one name apart', () => {
    const flat = flattenDemoFiles([
      file('Demo.tsx', "import a from '../a/data';\nimport b from \"../b/data\";"),
      file('../a/data.ts', 'export default 1;'),
      file('../b/data.ts', 'export default 2;'),
    ]);
    expect(flat.map((entry) => entry.path)).toEqual(['src/Demo.tsx', 'src/data.ts', 'src/b-data.ts']);
    expect(flat[0].code).toBe("import a from './data';\nimport b from \"./b-data\";");
  });

  it('names JavaScript files .jsx when asked, imports included', () => {
    const flat = flattenDemoFiles([file('Demo.js', "import rows from './rows.js';\nimport server from '../fakeServer';"), file('rows.js', 'export default [];'), file('../fakeServer.js', 'export default 1;')], { jsx: true });
    expect(flat.map((entry) => entry.path)).toEqual(['src/Demo.jsx', 'src/rows.jsx', 'src/fakeServer.jsx']);
    expect(flat[0].code).toBe("import rows from './rows.jsx';\nimport server from './fakeServer';");
  });

  it('leaves package imports and unknown relative imports alone', () => {
    const [demo] = flattenDemoFiles([file('Demo.tsx', "import { DataGrid } from '@mui/x-data-grid';\nimport x from './missing';")]);
    expect(demo.code).toBe("import { DataGrid } from '@mui/x-data-grid';\nimport x from './missing';");
  });
});

describe('createSandboxProject', () => {
  const base = {
    title: 'Data Grid - Sorting: BasicSorting',
    dependencies: { react: '^19.3.1', '@mui/x-data-grid': '^8.9.1' },
    devDependencies: { '@types/react': '^19.3.0', typescript: '^5.9.3' },
    tooling,
    tailwind: false,
  };

  it('makes a TypeScript Vite project that renders the demo in the default theme', () => {
    const project = createSandboxProject({ ...base, language: 'ts', files: [file('BasicSorting.tsx', 'export default function BasicSorting() { return null; }')] });
    expect(Object.keys(project.files).sort()).toEqual(['index.html', 'package.json', 'src/BasicSorting.tsx', 'src/index.tsx', 'tsconfig.json', 'vite.config.ts']);
    expect(project.entryFile).toBe('src/BasicSorting.tsx');
    expect(project.files['index.html']).toContain('<script type="module" src="/src/index.tsx">');
    expect(project.files['src/index.tsx']).toContain("import BasicSorting from './BasicSorting';");
    expect(project.files['src/index.tsx']).toContain('const theme = createTheme();');
    expect(project.files['src/index.tsx']).toContain("document.getElementById('root')!");
    const pkg = JSON.parse(project.files['package.json']);
    expect(pkg.name).toBe('data-grid-sorting-basicsorting');
    expect(pkg.dependencies).toEqual({ '@mui/x-data-grid': '^8.9.1', react: '^19.3.1' });
    expect(pkg.devDependencies).toEqual({ '@types/react': '^19.3.0', '@vitejs/plugin-react': '^6.3.0', typescript: '^5.9.3', vite: '^8.3.8' });
    expect(pkg.scripts.build).toBe('tsc && vite build');
    expect(JSON.parse(project.files['tsconfig.json']).compilerOptions.jsx).toBe('react-jsx');
  });

  it('makes a JavaScript project without TypeScript files, and a Tailwind one with its plugin and stylesheet', () => {
    const project = createSandboxProject({ ...base, language: 'js', devDependencies: {}, tailwind: true, files: [file('StyledGrid.js', 'export default function StyledGrid() { return null; }')] });
    expect(Object.keys(project.files).sort()).toEqual(['index.html', 'package.json', 'src/StyledGrid.jsx', 'src/index.jsx', 'src/tailwind.css', 'vite.config.js']);
    expect(project.entryFile).toBe('src/StyledGrid.jsx');
    expect(project.files['src/index.jsx']).toContain("import './tailwind.css';");
    expect(project.files['src/index.jsx']).not.toContain("'root')!");
    expect(project.files['vite.config.js']).toContain('plugins: [react(), tailwindcss()]');
    const pkg = JSON.parse(project.files['package.json']);
    expect(pkg.devDependencies).toEqual({ '@tailwindcss/vite': '^4.1.0', '@vitejs/plugin-react': '^6.3.0', tailwindcss: '^4.1.0', vite: '^8.3.8' });
    expect(pkg.scripts.build).toBe('vite build');
  });

  it('escapes the title in the HTML and refuses to guess a missing tool version', () => {
    const files = [file('Demo.tsx', 'export default function Demo() { return null; }')];
    expect(createSandboxProject({ ...base, title: 'A <b> & c', language: 'ts', files }).files['index.html']).toContain('<title>A &lt;b> &amp; c</title>');
    expect(() => createSandboxProject({ ...base, tooling: {}, language: 'ts', files })).toThrow("No version for 'vite'");
  });
});
