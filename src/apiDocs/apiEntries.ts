import type { ApiEntryKind, ApiProduct } from './types';

/**
 * The reviewed part of the catalogue. Components are discovered from the packages' exports
 * (discover.ts); interfaces and hooks are the ones readers configure or call, listed here by
 * name, each read from the packages that export it.
 */
export interface ListedEntry {
  kind: Exclude<ApiEntryKind, 'component'>;
  name: string;
  product: ApiProduct;
}

const interfaces = (product: ApiProduct, names: string[]): ListedEntry[] => names.map((name) => ({ kind: 'interface', name, product }));
const hooks = (product: ApiProduct, names: string[]): ListedEntry[] => names.map((name) => ({ kind: 'hook', name, product }));

export const listedEntries: readonly ListedEntry[] = [
  ...interfaces('data-grid', [
    'GridApi',
    'GridColDef',
    'GridSingleSelectColDef',
    'GridActionsColDef',
    'GridListViewColDef',
    'GridCellParams',
    'GridRowParams',
    'GridFilterItem',
    'GridFilterModel',
    'GridFilterOperator',
    'GridRenderContext',
    'GridRowClassNameParams',
    'GridRowSpacingParams',
    'GridRowOrderChangeParams',
    'GridAggregationFunction',
    'GridAggregationFunctionDataSource',
    'GridCsvExportOptions',
    'GridPrintExportOptions',
    'GridExcelExportOptions',
    'GridExportStateParams',
  ]),
  ...interfaces('charts', [
    'AxisConfig',
    'BarSeries',
    'LineSeries',
    'PieSeries',
    'ScatterSeries',
    'RadarSeries',
    'HeatmapSeries',
    'FunnelSeries',
    'LegendItemParams',
    'ChartImageExportOptions',
    'ChartPrintExportOptions',
  ]),
  // 8.9 has no useDataset; the series, legend, drawing-area, scale and axis hooks it has are listed.
  ...hooks('charts', [
    'useSeries',
    'useBarSeries',
    'useLineSeries',
    'usePieSeries',
    'useScatterSeries',
    'useRadarSeries',
    'useHeatmapSeries',
    'useFunnelSeries',
    'useLegend',
    'useDrawingArea',
    'useXScale',
    'useYScale',
    'useXAxis',
    'useYAxis',
    'useXAxes',
    'useYAxes',
  ]),
];

/** Interfaces whose function-typed members are methods to call (listed as "Methods"), not options. */
export const methodInterfaces: ReadonlySet<string> = new Set(['GridApi']);

/**
 * Components the export rule misses or should not list, each with its reason. The rule: a
 * PascalCase value export that renders an element and whose props type the package exports.
 */
export const componentOverrides: { include: Record<string, string>; exclude: Record<string, string> } = {
  include: {
    GridFilterPanel: 'the filter panel readers replace through slots; its props type is not exported by name',
    GridToolbarColumnsButton: 'a toolbar button readers compose into custom toolbars; its props are an inline type',
    GridToolbarDensitySelector: 'a toolbar button readers compose into custom toolbars; its props are an inline type',
    HeatmapPlot: 'the plot readers compose into a custom heatmap; its props type is not exported by name',
    ChartsToolbarZoomInTrigger: 'a toolbar button readers compose into a custom Pro chart toolbar; its props type is not exported by name',
    ChartsToolbarZoomOutTrigger: 'a toolbar button readers compose into a custom Pro chart toolbar; its props type is not exported by name',
    FunnelSection: 'default of the funnel plot’s section slot, which readers replace; its props type is not exported by name',
    FunnelSectionLabel: 'default of the funnel plot’s label slot, which readers replace; its props type is not exported by name',
    ChartZoomSlider: 'takes no props, but readers place it in a composed Pro chart to zoom',
    RadarMetricLabels: 'takes no props, but readers place it in a composed radar chart',
  },
  exclude: {
    GridRoot: 'internal layout element of the grid, rendered by DataGrid itself',
    GridPanelWrapper: 'internal wrapper of the grid panels',
    GridShadowScrollArea: 'internal scroll shadow of the grid panels',
    PickersLayoutRoot: 'styled root of PickersLayout, not a component readers render',
  },
};
