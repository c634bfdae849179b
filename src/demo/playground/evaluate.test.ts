import { describe, expect, it } from 'vitest';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { evaluatePlayground } from './evaluate';
import { PlaygroundError } from './compile';
import { loadModule, moduleLoader, UnavailableModuleError } from './modules';

const render = (component: unknown) => renderToStaticMarkup(React.createElement(component as React.ElementType));

describe('evaluatePlayground', () => {
  it('compiles TSX and renders its default export with the real packages', async () => {
    const code = `import * as React from 'react';
import Button from '@mui/material/Button';
import dayjs from 'dayjs';
type Props = { label?: string };
export default function Demo({ label = 'Released' }: Props) {
  const [count] = React.useState<number>(2);
  return <Button>{label} {dayjs('2025-07-24').format('MMM D, YYYY')} ({count})</Button>;
}`;
    const component = await evaluatePlayground([{ name: 'Demo.tsx', code }], {
      loadModule,
    });
    const html = render(component);
    expect(html).toContain('MuiButton-root');
    expect(html).toContain('Released Jul 24, 2025 (2)');
  }, 60000);

  it("resolves the playground's own files, CSS included (class names kept as written)", async () => {
    const added: string[] = [];
    const component = await evaluatePlayground(
      [
        {
          name: 'Demo.tsx',
          code: "import { greeting } from './data';\nimport styles from './Demo.module.css';\nimport './global.css';\nexport default () => <p className={styles.note}>{greeting}</p>;",
        },
        { name: 'data.ts', code: "export const greeting: string = 'Hello';" },
        { name: 'Demo.module.css', code: '.note { color: teal; }' },
        { name: 'global.css', code: 'body { margin: 0; }' },
      ],
      { loadModule, addStylesheet: (_name, css) => added.push(css) },
    );
    expect(render(component)).toBe('<p class="note">Hello</p>');
    expect(added).toEqual(['.note { color: teal; }', 'body { margin: 0; }']);
  });

  it('reports a syntax error with its file, line and column', async () => {
    const error = await evaluatePlayground(
      [
        {
          name: 'Demo.tsx',
          code: 'export default function Demo() {\n  return <div>{x</div>;\n}',
        },
      ],
      { loadModule },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PlaygroundError);
    expect(error).toMatchObject({ kind: 'syntax', file: 'Demo.tsx', line: 2 });
    expect((error as PlaygroundError).column).toBeGreaterThan(0);
  });

  it('names an import the playground cannot provide, and a missing local file', async () => {
    await expect(
      evaluatePlayground(
        [
          {
            name: 'Demo.tsx',
            code: "import left from 'left-pad';\nexport default () => left('x', 3);",
          },
        ],
        { loadModule },
      ),
    ).rejects.toThrow(/cannot import "left-pad"/);
    await expect(
      evaluatePlayground(
        [
          {
            name: 'Demo.tsx',
            code: "import { rows } from './rows';\nexport default () => rows;",
          },
        ],
        { loadModule },
      ),
    ).rejects.toThrow(/imports "\.\/rows", which is not a file of this playground/);
  });

  it('asks for a default export when there is none', async () => {
    await expect(
      evaluatePlayground([{ name: 'Demo.tsx', code: 'export const x = 1;' }], {
        loadModule,
      }),
    ).rejects.toThrow(/no default export/);
  });
});

describe('the module allow-list', () => {
  it('maps a component module to the package export, and keeps type-only modules empty', async () => {
    const dataGrid = await loadModule('@mui/x-data-grid/DataGrid');
    expect(dataGrid.default).toBe((await import('@mui/x-data-grid')).DataGrid);
    expect(await loadModule('@mui/x-data-grid/themeAugmentation')).toEqual({});
  }, 60000);

  it('refuses what it does not provide, with a readable error', async () => {
    expect(moduleLoader('lodash')).toBeNull();
    expect(moduleLoader('@mui/material/../../etc')).toBeNull();
    await expect(loadModule('left-pad')).rejects.toBeInstanceOf(UnavailableModuleError);
    await expect(loadModule('left-pad')).rejects.toThrow(/It provides @emotion\/cache, .*@mui\/x-data-grid, .*dayjs/);
  });
});
