import { describe, expect, it } from 'vitest';
import { apiProductOfRoute, ComponentsApiError, isComponentsApiFile, resolveTabComponents } from './componentsApiTab';
import type { ApiCatalogEntry } from './types';

const entry = (name: string, product: ApiCatalogEntry['product'], kind: ApiCatalogEntry['kind'] = 'component'): ApiCatalogEntry => ({
  kind,
  name,
  slug: name.toLowerCase(),
  product,
  plan: 'community',
  editions: [],
});
const entries = [
  entry('DatePicker', 'date-pickers'),
  entry('DateCalendar', 'date-pickers'),
  entry('LocalizationProvider', 'date-pickers'),
  entry('PickersDay', 'date-pickers'),
  entry('Toolbar', 'data-grid'),
  entry('GridColDef', 'data-grid', 'interface'),
];
const names = (list: ApiCatalogEntry[]) => list.map((item) => item.name);

describe('resolveTabComponents', () => {
  it('keeps a declared list in its order, once each', () => {
    expect(names(resolveTabComponents('/x/react-date-pickers/date-picker/', ['DatePicker', 'LocalizationProvider', 'DatePicker'], entries, () => false))).toEqual([
      'DatePicker',
      'LocalizationProvider',
    ]);
  });

  it("takes the page's product components its demos import, in catalogue order", () => {
    const used = new Set(['date-pickers/DateCalendar', 'date-pickers/DatePicker', 'data-grid/Toolbar']);
    expect(names(resolveTabComponents('/x/react-date-pickers/', 'demos', entries, (key) => used.has(key)))).toEqual(['DatePicker', 'DateCalendar']);
  });

  it('fails the build on names that are not components of the page product', () => {
    const run = () => resolveTabComponents('/x/react-date-pickers/', ['DatePicker', 'Toolbar', 'Datepicker'], entries, () => false);
    expect(run).toThrow(ComponentsApiError);
    expect(run).toThrow('/x/react-date-pickers/: componentsApi lists Toolbar, Datepicker, not documented date-pickers components.');
    expect(() => resolveTabComponents('/x/react-data-grid/', ['GridColDef'], entries, () => true)).toThrow(/GridColDef/);
  });

  it('fails when the demos import nothing, or the page has no product', () => {
    expect(() => resolveTabComponents('/x/react-date-pickers/', 'demos', entries, () => false)).toThrow(/no demo of the page imports/);
    expect(() => resolveTabComponents('/x/introduction/', 'demos', entries, () => true)).toThrow(/needs a page of the Data Grid/);
  });
});

describe('API tab files and products', () => {
  it('recognises the generated files only', () => {
    expect(isComponentsApiFile('stories/x/react-charts/components-api/components-api.mdx')).toBe(true);
    expect(isComponentsApiFile('stories/x/react-charts/components-api/components-api.tab.json')).toBe(true);
    expect(isComponentsApiFile('stories/x/react-charts/components-api/notes.mdx')).toBe(false);
    expect(isComponentsApiFile('stories/x/react-charts/overview.mdx')).toBe(false);
  });

  it('maps docs routes to API products', () => {
    expect(apiProductOfRoute('/x/react-tree-view/items/')).toBe('tree-view');
    expect(apiProductOfRoute('/x/react-date-pickers/')).toBe('date-pickers');
    expect(apiProductOfRoute('/x/introduction/')).toBeNull();
  });
});
