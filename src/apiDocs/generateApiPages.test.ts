import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCatalog } from './catalog';
import { GENERATED_ROOT, generateApiPages, type GenerateResult } from './generateApiPages';
import type { ApiPageData } from './types';
import type { ComponentsApiData } from './pageText';
import { extractPageMeta } from '../content/extractPageMeta';

// The real packages, generated into a temporary folder: the committed catalogue must match them,
// and a few facts readers rely on are checked against the installed type definitions.
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outputRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'api-pages-'));
let result: GenerateResult;

const page = (route: string): ApiPageData => {
  const dir = path.join(outputRoot, 'stories', route);
  const slug = route.split('/').filter(Boolean).at(-1)!;
  return JSON.parse(fs.readFileSync(path.join(dir, `${slug}.api.json`), 'utf8')) as ApiPageData;
};
const member = (route: string, name: string) => page(route).members.find((candidate) => candidate.name === name);

beforeAll(() => {
  result = generateApiPages(rootDir, { outputRoot });
}, 120_000);

afterAll(() => fs.rmSync(outputRoot, { recursive: true, force: true }));

describe('generateApiPages on the installed packages', () => {
  it('matches the committed catalogue (run `npm run generate:api-pages` after an upgrade)', () => {
    expect(result.catalog).toEqual(apiCatalog);
  });

  it('finds every product and kind the public reference has', () => {
    const count = (product: string, kind: string) => result.catalog.entries.filter((entry) => entry.product === product && entry.kind === kind).length;
    expect(count('data-grid', 'component')).toBeGreaterThanOrEqual(26);
    expect(count('data-grid', 'interface')).toBe(20);
    expect(count('date-pickers', 'component')).toBeGreaterThanOrEqual(55);
    expect(count('charts', 'component')).toBeGreaterThanOrEqual(80);
    expect(count('charts', 'interface')).toBe(11);
    expect(count('charts', 'hook')).toBeGreaterThanOrEqual(7);
    expect(count('tree-view', 'component')).toBeGreaterThanOrEqual(7);
    expect(result.pages).toBe(result.catalog.entries.length + 4);
    const tabFiles = result.files.filter((file) => file.includes('/components-api/'));
    expect(result.files.filter((file) => !tabFiles.includes(file)).every((file) => file.startsWith(`${GENERATED_ROOT}/`))).toBe(true);
    expect(tabFiles).toHaveLength(result.tabs.length * 2);
  });

  it('reads props with their plan from the edition that adds them', () => {
    expect(member('/x/api/data-grid/data-grid-premium/', 'rowGroupingModel')?.plan).toBe('premium');
    expect(member('/x/api/data-grid/data-grid-premium/', 'treeData')?.plan).toBe('pro');
    expect(member('/x/api/data-grid/data-grid-premium/', 'rows')?.plan).toBe('community');
    expect(member('/x/api/tree-view/rich-tree-view/', 'items')?.required).toBe(true);
    expect(member('/x/api/tree-view/rich-tree-view-pro/', 'itemsReordering')?.plan).toBe('pro');
    expect(page('/x/api/date-pickers/date-range-picker/').plan).toBe('pro');
    expect(member('/x/api/date-pickers/date-range-picker/', 'currentMonthCalendarPosition')).toBeDefined();
    expect(page('/x/api/date-pickers/date-range-picker/').inheritance.map((group) => group.component)).toEqual(['DesktopDateRangePicker']);
  });

  it('documents GridApi with its methods, Premium ones labelled', () => {
    const gridApi = page('/x/api/data-grid/grid-api/');
    const methods = new Map(gridApi.methods.map((method) => [method.name, method.plan]));
    expect(methods.get('getRow')).toBe('community');
    expect(methods.get('setRowGroupingModel')).toBe('premium');
    expect(methods.size).toBeGreaterThan(100);
  });

  it('links a prop type to the interface page and keeps slots and classes', () => {
    const grid = page('/x/api/data-grid/data-grid/');
    expect(grid.typeLinks.GridColDef).toBe('/x/api/data-grid/grid-col-def/');
    expect(grid.slots.map((slot) => slot.name)).toContain('toolbar');
    expect(grid.classes.find((entry) => entry.key === 'columnHeader')?.className).toBe('MuiDataGrid-columnHeader');
    expect(page('/x/api/charts/use-series/').returns).not.toBeNull();
  });
});

describe('Components API tabs of the docs pages', () => {
  const tab = (pageRoute: string): ComponentsApiData =>
    JSON.parse(fs.readFileSync(path.join(outputRoot, 'stories', pageRoute, 'components-api', 'components-api.tab.json'), 'utf8')) as ComponentsApiData;

  it('writes a tab for each page that declares componentsApi', () => {
    expect(result.tabs).toEqual(expect.arrayContaining(['/x/react-charts/components-api/', '/x/react-date-pickers/components-api/', '/x/react-tree-view/components-api/']));
    expect(result.tabs).not.toContain('/x/react-data-grid/components-api/');
  });

  it('lists the components the page declares, in its order, with their full API data', () => {
    const declared = extractPageMeta(fs.readFileSync(path.join(rootDir, 'stories/x/react-date-pickers/overview.mdx'), 'utf8')).componentsApi;
    const pickers = tab('/x/react-date-pickers/');
    expect(Array.isArray(declared) && declared.length).toBeGreaterThan(4);
    expect(pickers.components.map((component) => component.name)).toEqual(declared);
    expect(pickers).toMatchObject({ route: '/x/react-date-pickers/components-api/', pageRoute: '/x/react-date-pickers/', pageTitle: 'Date and Time Pickers' });
    expect(pickers.components[0]).toEqual(page('/x/api/date-pickers/date-picker/'));
  });

  it("with 'demos', lists exactly the components whose Demos list has the page", () => {
    const route = '/x/react-charts/';
    const usedOnPage = result.catalog.entries
      .filter((entry) => entry.product === 'charts' && entry.kind === 'component')
      .filter((entry) => page(`/x/api/charts/${entry.slug}/`).demos.some((demo) => demo.route === route))
      .map((entry) => entry.name);
    expect(usedOnPage).toEqual(expect.arrayContaining(['BarChart', 'LineChart', 'PieChart']));
    expect(tab(route).components.map((component) => component.name)).toEqual(usedOnPage);
  });

  it('removes a tab whose page no longer declares one', () => {
    const staleDir = path.join(outputRoot, 'stories/x/react-data-grid/components-api');
    fs.mkdirSync(staleDir, { recursive: true });
    fs.writeFileSync(path.join(staleDir, 'components-api.tab.json'), '{}');
    const again = generateApiPages(rootDir, { outputRoot, products: ['data-grid'] });
    expect(again.removed).toContain('stories/x/react-data-grid/components-api/components-api.tab.json');
    expect(fs.existsSync(staleDir)).toBe(false);
  }, 120_000);
});

