import { describe, expect, it } from 'vitest';
import { apiSlug, comparePlans, familyBaseName, planOfPackage, stableName } from './naming';

describe('apiSlug', () => {
  it('turns exported names into the public reference routes', () => {
    expect(apiSlug('DataGridPremium')).toBe('data-grid-premium');
    expect(apiSlug('GridColDef')).toBe('grid-col-def');
    expect(apiSlug('GridCsvExportOptions')).toBe('grid-csv-export-options');
    expect(apiSlug('useXScale')).toBe('use-x-scale');
    expect(apiSlug('useSeries')).toBe('use-series');
    expect(apiSlug('PickerDay2')).toBe('picker-day-2');
    expect(apiSlug('Unstable_FunnelChart')).toBe('funnel-chart');
    expect(apiSlug('RichTreeViewPro')).toBe('rich-tree-view-pro');
  });
});

describe('plans and families', () => {
  it('reads the plan from the package name', () => {
    expect(planOfPackage('@mui/x-data-grid')).toBe('community');
    expect(planOfPackage('@mui/x-date-pickers-pro')).toBe('pro');
    expect(planOfPackage('@mui/x-data-grid-premium')).toBe('premium');
    expect(comparePlans('pro', 'premium')).toBeLessThan(0);
  });

  it('groups editions of one component', () => {
    expect(familyBaseName('DataGridPremium')).toBe('DataGrid');
    expect(familyBaseName('ChartContainerPro')).toBe('ChartContainer');
    expect(familyBaseName('Toolbar')).toBe('Toolbar');
    expect(stableName('Unstable_RadarChart')).toBe('RadarChart');
  });
});
