import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiComponents } from './components';
import { ApiExtractionError, createApiProgram, extractComponentApi, type ApiProgram } from './extractProps';
import type { ComponentApi } from './types';

// Extraction runs on the packages installed in this project: the assertions are facts of the
// installed MUI X 8.9 type definitions.
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const treeView = { packageName: '@mui/x-tree-view' };

let program: ApiProgram;
const extracted = new Map<string, ComponentApi>();
const apiOf = (name: string) => {
  const api = extracted.get(name);
  if (!api) throw new Error(`${name} was not extracted`);
  return api;
};
const propOf = (component: string, prop: string) => apiOf(component).props.find((candidate) => candidate.name === prop);

beforeAll(() => {
  program = createApiProgram(rootDir, apiComponents);
  for (const component of apiComponents) extracted.set(component.name, extractComponentApi(program, component));
}, 60_000);

describe('extractComponentApi on the installed packages', () => {
  it('reads RichTreeView: required items, defaults, slots, ref element', () => {
    expect(propOf('RichTreeView', 'items')).toMatchObject({ required: true, type: 'readonly R[]', default: null });
    expect(propOf('RichTreeView', 'checkboxSelection')).toMatchObject({ required: false, type: 'boolean', default: 'false' });
    expect(propOf('RichTreeView', 'expansionTrigger')).toMatchObject({ type: "'content' | 'iconContainer'", default: "'content'" });
    expect(propOf('RichTreeView', 'apiRef')?.description).toContain('`useTreeViewApiRef()`');
    const api = apiOf('RichTreeView');
    expect(api.refElement).toBe('HTMLUListElement');
    expect(api.slots.find((slot) => slot.name === 'root')).toMatchObject({ default: 'RichTreeViewRoot' });
    expect(api.packageVersion).toMatch(/^8\.\d+\.\d+/);
    expect(api.importPaths).toEqual(['@mui/x-tree-view/RichTreeView', '@mui/x-tree-view']);
  });

  it('reads TreeItem: itemId is required, label is an optional node', () => {
    expect(propOf('TreeItem', 'itemId')).toMatchObject({ required: true, type: 'TreeViewItemId' });
    expect(propOf('TreeItem', 'label')).toMatchObject({ required: false, type: 'React.ReactNode' });
    expect(propOf('TreeItem', 'disabled')?.default).toBe('false');
    expect(apiOf('TreeItem').refElement).toBe('HTMLLIElement');
  });

  it('reads DataGrid: required columns, optional rows with their default, deprecated props with the reason', () => {
    expect(propOf('DataGrid', 'columns')).toMatchObject({ required: true, type: 'readonly GridColDef<R>[]' });
    expect(propOf('DataGrid', 'rows')).toMatchObject({ required: false, type: 'GridRowsProp<R>', default: '[]' });
    expect(propOf('DataGrid', 'rows')?.description).toContain('GridRowsProp');
    expect(propOf('DataGrid', 'rows')?.description).not.toContain('[[');
    const autoHeight = propOf('DataGrid', 'autoHeight');
    expect(autoHeight).toMatchObject({ deprecated: true, default: 'false' });
    expect(autoHeight?.deprecationReason).toMatch(/flex parent container/);
    expect(propOf('DataGrid', 'checkboxSelection')).toMatchObject({ deprecated: false, deprecationReason: null });
    expect(apiOf('DataGrid').slots.length).toBeGreaterThan(20);
  });

  it('shows an instantiated type where the declaration only names a type parameter', () => {
    // Declared as `readonly TView[]` in the shared picker props.
    expect(propOf('DatePicker', 'views')?.type).toBe('readonly DateView[]');
    expect(propOf('DatePicker', 'disableOpenPicker')?.deprecated).toBe(true);
  });

  it('reads the charts, without the props tagged @ignore', () => {
    expect(propOf('LineChart', 'series')).toMatchObject({ required: true, type: 'Readonly<LineSeries[]>' });
    expect(propOf('BarChart', 'series')?.required).toBe(true);
    expect(propOf('LineChart', 'skipAnimation')?.default).toBe('false');
    expect(propOf('LineChart', 'seriesConfig')).toBeUndefined();
    expect(apiOf('LineChart').refElement).toBe('SVGSVGElement');
  });

  it("leaves out props declared only in React's DOM types, and says the component accepts them", () => {
    for (const name of ['RichTreeView', 'SimpleTreeView', 'TreeItem', 'LineChart']) {
      const names = apiOf(name).props.map((prop) => prop.name);
      expect(names, name).not.toContain('onClick');
      expect(names, name).not.toContain('ref');
      expect(names, name).not.toContain('aria-hidden');
      expect(apiOf(name).acceptsNativeProps, name).toBe(true);
    }
    // Re-declared by the package with its own docs: kept.
    expect(propOf('TreeItem', 'onBlur')?.description).toMatch(/blurred/);
    expect(propOf('DataGrid', 'aria-label')).toBeDefined();
  });

  it('sorts props and slots by name and keeps every type within the shortened length', () => {
    for (const api of extracted.values()) {
      const names = api.props.map((prop) => prop.name);
      expect(names, api.name).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      const slotNames = api.slots.map((slot) => slot.name);
      expect(slotNames, api.name).toEqual([...slotNames].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      for (const prop of api.props) expect(prop.type.length, `${api.name}.${prop.name}`).toBeLessThanOrEqual(100);
      for (const prop of api.props) expect(prop.type, `${api.name}.${prop.name}`).not.toMatch(/\s{2}|\n/);
    }
  });

  it('is deterministic: a second extraction, even from a new program, gives the same data', () => {
    const tree = apiComponents.filter((component) => component.product === 'tree-view');
    const fresh = createApiProgram(rootDir, tree);
    for (const component of tree) {
      expect(JSON.stringify(extractComponentApi(fresh, component))).toBe(JSON.stringify(apiOf(component.name)));
      expect(extractComponentApi(program, component)).toEqual(apiOf(component.name));
    }
  }, 60_000);
});

describe('extraction errors', () => {
  it('names a component that the package does not export', () => {
    expect(() => extractComponentApi(program, { ...treeView, name: 'TreeViewThatDoesNotExist' })).toThrowError(ApiExtractionError);
    expect(() => extractComponentApi(program, { ...treeView, name: 'TreeViewThatDoesNotExist' })).toThrowError(
      /"TreeViewThatDoesNotExist" is not exported by @mui\/x-tree-view/,
    );
  });

  it('refuses an export that is not a component', () => {
    expect(() => extractComponentApi(program, { ...treeView, name: 'treeItemClasses' })).toThrowError(/"treeItemClasses" .* is not a component/);
  });

  it('names a package that is not installed, or was not loaded', () => {
    expect(() => createApiProgram(rootDir, [{ name: 'Grid', packageName: '@mui/x-no-such-package' }])).toThrowError(
      /Package "@mui\/x-no-such-package" is not installed/,
    );
    expect(() => extractComponentApi(program, { name: 'Grid', packageName: '@mui/material' })).toThrowError(/was not loaded/);
  });
});
