import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApiPages, CATALOG_FILE } from './generateApiPages';
import { classPrefixFromModule, globalClassName, withoutGeneratedLinkLists } from './extractEntry';
import { ApiExtractionError, createApiProgram } from './program';
import type { ApiCatalog, ApiPageData } from './types';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Small fixture packages standing in for @mui/x-tree-view and -pro: each case the extractor
// handles is written out here, so a change in behaviour shows against a text anyone can read.
const community = `
import * as React from 'react';
/** Props of the label. */
export interface FixtureLabelProps {
  /** Text of the label. */
  text: string;
  /** Whether the label is bold. @default false */
  bold?: boolean;
}
export declare function FixtureLabel(props: FixtureLabelProps): React.JSX.Element;

export interface FixtureTreeClasses {
  /** Styles applied to the root element. */
  root: string;
  /** State class applied to a selected item. */
  selected: string;
}
export declare const fixtureTreeClasses: Record<keyof FixtureTreeClasses, string>;

export interface FixtureTreeSlots {
  /** Element rendered at the root. @default FixtureTreeRoot */
  root?: React.ElementType;
  /** @ignore */
  internalPart?: React.ElementType;
}

/** Options shared by the tree editions. */
export interface FixtureTreeProps<R extends {}> extends FixtureLabelProps, Omit<React.HTMLAttributes<HTMLUListElement>, 'children'> {
  /** Items shown by the tree, see [[FixtureItem]]. */
  items: readonly R[];
  /**
   * Height of a row.
   * @default 32
   */
  rowHeight?: number;
  /**
   * Whether the tree animates.
   * @deprecated Use \`animation\` instead.
   */
  animated?: boolean;
  /** Internal wiring. @internal */
  store?: unknown;
  /** Called with the new selection; see {@link https://mui.com/x/react-tree-view/ the docs}. */
  onSelect?: (ids: string[], event: React.SyntheticEvent) => void;
  /** A long union, shortened in the table. */
  mode?: 'alpha-alpha-alpha' | 'beta-beta-beta' | 'gamma-gamma-gamma' | 'delta-delta-delta' | 'epsilon-epsilon-epsilon' | 'zeta';
  slots?: FixtureTreeSlots;
  classes?: Partial<FixtureTreeClasses>;
  ref?: React.Ref<HTMLUListElement>;
}

/** An item of the tree. */
export interface FixtureItem {
  /** Id of the item. */
  id: string;
}

/**
 * A tree.
 *
 * Demos:
 * - [Tree](https://mui.com/x/react-tree-view/)
 *
 * API:
 * - [FixtureTree API](https://mui.com/x/api/tree-view/fixture-tree/)
 */
export declare function FixtureTree<R extends {}>(props: FixtureTreeProps<R>): React.JSX.Element;
export declare function FixtureTree<R extends {}>(props: FixtureTreeProps<R>, legacy: boolean): React.JSX.Element;

/** Not a component: renders nothing a reader would place. */
export declare function createFixtureStore(): { size: number };
`;

const pro = `
import * as React from 'react';
import type { FixtureTreeProps } from '@mui/x-tree-view';
export * from '@mui/x-tree-view';
declare module '@mui/x-tree-view' {
  interface FixtureItem {
    /** Whether the item can be dragged (Pro). */
    draggable?: boolean;
  }
}
export interface FixtureTreeProProps<R extends {}> extends FixtureTreeProps<R> {
  /** Lets readers reorder items (Pro). @default false */
  itemsReordering?: boolean;
}
export declare function FixtureTreePro<R extends {}>(props: FixtureTreeProProps<R>): React.JSX.Element;
`;

let root: string;
let catalog: ApiCatalog;
const pageOf = (slug: string): ApiPageData =>
  JSON.parse(fs.readFileSync(path.join(root, 'stories', 'x', 'api', 'tree-view', slug, `${slug}.api.json`), 'utf8')) as ApiPageData;
const member = (slug: string, name: string) => pageOf(slug).members.find((candidate) => candidate.name === name);

function writePackage(name: string, types: string, js: Record<string, string> = {}) {
  const dir = path.join(root, 'node_modules', ...name.split('/'));
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, version: '8.9.0', types: 'index.d.ts', main: 'index.js' }));
  fs.writeFileSync(path.join(dir, 'index.d.ts'), types);
  fs.writeFileSync(path.join(dir, 'index.js'), js['index.js'] ?? "generateUtilityClasses('MuiFixtureTree', ['root', 'selected']);\n");
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'api-fixture-'));
  writePackage('@mui/x-tree-view', community);
  writePackage('@mui/x-tree-view-pro', pro);
  // React's types come from the project.
  fs.mkdirSync(path.join(root, 'node_modules', '@types'), { recursive: true });
  fs.symlinkSync(path.join(projectRoot, 'node_modules', '@types', 'react'), path.join(root, 'node_modules', '@types', 'react'));
  fs.mkdirSync(path.join(root, 'stories', 'x', 'react-tree-view'), { recursive: true });
  fs.writeFileSync(path.join(root, 'stories', 'x', 'react-tree-view', 'overview.mdx'), '# Tree View\n\n<Lead>Trees.</Lead>\n');
  fs.writeFileSync(path.join(root, 'stories', 'x', 'react-tree-view', 'BasicTree.tsx'), "import { FixtureTree } from '@mui/x-tree-view';\n");
  catalog = generateApiPages(root, { products: ['tree-view'], writeCatalog: true }).catalog;
}, 60_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('discovery on fixture packages', () => {
  it('finds components whose props type is exported, one entry across plans, and nothing else', () => {
    const components = catalog.entries.filter((entry) => entry.kind === 'component');
    expect(components.map((entry) => entry.name)).toEqual(['FixtureLabel', 'FixtureTree', 'FixtureTreePro']);
    expect(components[1].editions.map((edition) => edition.plan)).toEqual(['community', 'pro']);
    expect(components[2]).toMatchObject({ plan: 'pro', slug: 'fixture-tree-pro' });
    expect(fs.existsSync(path.join(root, CATALOG_FILE))).toBe(true);
  });
});

describe('extraction on fixture packages', () => {
  it('reads defaults, required props, generics and the first of several overloads', () => {
    expect(member('fixture-tree', 'items')).toMatchObject({ required: true, type: 'readonly R[]', default: null });
    expect(member('fixture-tree', 'rowHeight')).toMatchObject({ required: false, type: 'number', default: '32' });
  });

  it('marks deprecations with their reason and leaves out @internal and @ignore members', () => {
    expect(member('fixture-tree', 'animated')).toMatchObject({ deprecated: true, deprecationHtml: '<p>Use <code>animation</code> instead.</p>' });
    expect(member('fixture-tree', 'store')).toBeUndefined();
    expect(pageOf('fixture-tree').slots.map((slot) => slot.name)).toEqual(['root']);
  });

  it('renders descriptions as HTML with links to documented entries and the docs', () => {
    expect(member('fixture-tree', 'items')!.descriptionHtml).toBe('<p>Items shown by the tree, see <code>FixtureItem</code>.</p>');
    expect(member('fixture-tree', 'onSelect')!.descriptionHtml).toContain('<a href="/x/react-tree-view/">the docs</a>');
    // The packages' generated link lists are dropped: this site computes its own demos.
    expect(pageOf('fixture-tree').descriptionHtml).toBe('<p>A tree.</p>');
  });

  it('keeps a short type with the whole one beside it', () => {
    const mode = member('fixture-tree', 'mode')!;
    expect(mode.type.length).toBeLessThanOrEqual(100);
    expect(mode.type).toMatch(/\| …$/);
    expect(mode.fullType).toContain("'zeta'");
  });

  it('lists props of another documented component under Inheritance, with a link', () => {
    const page = pageOf('fixture-tree');
    expect(page.members.map((candidate) => candidate.name)).not.toContain('text');
    expect(page.inheritance).toEqual([{ component: 'FixtureLabel', href: '/x/api/tree-view/fixture-label/', props: ['bold', 'text'] }]);
    expect(page.acceptsNativeProps).toBe(true);
    expect(page.refElement).toBe('HTMLUListElement');
  });

  it('reads slots and CSS classes, with global class names for states', () => {
    const page = pageOf('fixture-tree');
    expect(page.slots).toEqual([{ name: 'root', default: 'FixtureTreeRoot', descriptionHtml: '<p>Element rendered at the root.</p>', deprecated: false }]);
    expect(page.classesExport).toBe('fixtureTreeClasses');
    expect(page.classes.map((entry) => [entry.key, entry.className])).toEqual([
      ['root', 'MuiFixtureTree-root'],
      ['selected', 'Mui-selected'],
    ]);
  });

  it('labels the props a higher edition adds with its plan', () => {
    expect(member('fixture-tree-pro', 'itemsReordering')?.plan).toBe('pro');
    expect(member('fixture-tree-pro', 'rowHeight')?.plan).toBe('community');
  });

  it('lists import paths and the docs pages whose demos import the component', () => {
    const page = pageOf('fixture-tree');
    expect(page.importPaths).toEqual(['@mui/x-tree-view', '@mui/x-tree-view-pro']);
    expect(page.demos).toEqual([{ route: '/x/react-tree-view/', title: 'Tree View' }]);
    expect(page.typeLinks).toEqual({});
  });

  it('writes an index page per product and removes pages that left the catalogue', () => {
    const stale = path.join(root, 'stories', 'x', 'api', 'tree-view', 'gone', 'gone.mdx');
    fs.mkdirSync(path.dirname(stale), { recursive: true });
    fs.writeFileSync(stale, '# Gone');
    const again = generateApiPages(root, { products: ['tree-view'] });
    expect(again.changed).toEqual([]);
    expect(again.removed).toEqual(['stories/x/api/tree-view/gone/gone.mdx']);
    const index = JSON.parse(fs.readFileSync(path.join(root, 'stories', 'x', 'api', 'tree-view', 'tree-view.index.json'), 'utf8'));
    expect(index.entries.map((entry: { name: string }) => entry.name)).toEqual(['FixtureLabel', 'FixtureTree', 'FixtureTreePro']);
  }, 60_000);
});

describe('helpers', () => {
  it('reads the class prefix from a compiled module and maps state keys to global classes', () => {
    expect(classPrefixFromModule("(0, _generateUtilityClasses.default)('MuiRichTreeView', ['root'])")).toBe('MuiRichTreeView');
    expect(classPrefixFromModule('export const x = 1;')).toBeNull();
    expect(globalClassName('MuiDataGrid', 'columnHeader')).toBe('MuiDataGrid-columnHeader');
    expect(globalClassName('MuiTreeItem', 'expanded')).toBe('Mui-expanded');
  });

  it('drops the generated Demos/API link lists', () => {
    expect(withoutGeneratedLinkLists('Intro.\n\nDemos:\n\n- [A](x)\n\nAPI:\n\n- [B](y)')).toBe('Intro.');
    expect(withoutGeneratedLinkLists('Demos:\n- [A](x)\n- [B](y)\nAPI:\n- [C](z)')).toBe('');
  });

  it('names a package that is not installed', () => {
    expect(() => createApiProgram(projectRoot, ['@mui/x-no-such-package'])).toThrowError(ApiExtractionError);
  });
});
