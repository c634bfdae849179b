import { describe, expect, it } from 'vitest';
import type { DemoSource, DemoSourceFile } from '../source/types';
import { playgroundFilesOf } from './openPlayground';

const file = (name: string, code: string): DemoSourceFile => ({ name, language: name.endsWith('.css') ? 'css' : name.endsWith('x') ? 'tsx' : 'jsx', code, html: '' });

const source: DemoSource = {
  name: 'SalesChart',
  styles: {
    system: {
      ts: [file('SalesChart.tsx', "import { sales } from '../shared/sales';\nexport default () => null;"), file('../shared/sales.ts', 'export const sales = [];')],
      js: [file('SalesChart.js', "import { sales } from '../shared/sales';\nexport default () => null;"), file('../shared/sales.js', 'export const sales = [];')],
    },
    css: {
      ts: [file('SalesChart.css.tsx', "import './SalesChart.css';\nexport default () => null;"), file('SalesChart.css', '.chart { color: red; }')],
      js: [file('SalesChart.css.js', "import './SalesChart.css';\nexport default () => null;"), file('SalesChart.css', '.chart { color: red; }')],
    },
    tailwind: {
      ts: [file('SalesChart.tailwind.tsx', 'export default () => <div className="p-2" />;')],
      js: [file('SalesChart.tailwind.js', 'export default () => <div className="p-2" />;')],
    },
  },
};

describe('playgroundFilesOf', () => {
  it('takes the variant the reader is looking at, local modules flattened beside the demo', () => {
    expect(playgroundFilesOf(source, { styling: 'system', variant: 'TS' })).toEqual([
      { name: 'SalesChart.tsx', code: "import { sales } from './sales';\nexport default () => null;" },
      { name: 'sales.ts', code: 'export const sales = [];' },
    ]);
    expect(playgroundFilesOf(source, { styling: 'css', variant: 'JS' }).map((entry) => entry.name)).toEqual(['SalesChart.css.js', 'SalesChart.css']);
  });

  it('opens a Tailwind demo in its MUI System styling (the playground has no Tailwind build)', () => {
    expect(playgroundFilesOf(source, { styling: 'tailwind', variant: 'TS' })[0]!.name).toBe('SalesChart.tsx');
  });
});
