import * as React from 'react';
import Tooltip from '@mui/material/Tooltip';
import { createTheme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import FilterListIcon from '@mui/icons-material/FilterList';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  ColumnsPanelTrigger,
  FilterPanelTrigger,
  ExportCsv,
  createRowSelectionManager,
  gridRowSelectionManagerSelector,
  gridRowSelectionCountSelector,
  gridRowSelectionIdsSelector,
  gridFilteredRowsLookupSelector,
  gridDataRowIdsSelector,
  gridVisibleRowsLookupSelector,
  gridRowNodeSelector,
  gridRowsLookupSelector,
  useGridApiContext,
  useGridApiRef,
  useGridSelector,
  useGridEvent,
  useGridEventPriority,
  GridGetRowsError,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridRowId,
  type GridDataSource,
  type GridEventListener,
} from '@mui/x-data-grid';
import { DataGridPro, type GridListViewColDef } from '@mui/x-data-grid-pro';
import { LicenseInfo } from '@mui/x-license';
import { enUS } from '@mui/x-data-grid/locales';

const rows = [{ id: 1, name: 'a' }];
const columns = [{ field: 'name' }];

export function A() {
  return <DataGrid rows={rows} columns={columns} showToolbar slotProps={{ toolbar: { showQuickFilter: false } }} />;
}

function OrdersToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton />}>
          <FilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
    </Toolbar>
  );
}

export function B() {
  return <DataGrid rows={rows} columns={columns} slots={{ toolbar: OrdersToolbar }} showToolbar label="Orders" />;
}

export function C() {
  const [rowSelectionModel, setRowSelectionModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  const isSelected = (id: GridRowId) => createRowSelectionManager(rowSelectionModel).has(id);
  void isSelected;
  return (
    <DataGrid
      rows={rows}
      columns={columns}
      checkboxSelection
      rowSelectionModel={rowSelectionModel}
      onRowSelectionModelChange={(newModel) => setRowSelectionModel(newModel)}
      rowSpanning
      slotProps={{ root: { 'data-testid': 'orders-grid' }, main: { 'aria-describedby': 'orders-help' } }}
    />
  );
}

function SelectionFooter() {
  const apiRef = useGridApiContext();
  const selectedCount = useGridSelector(apiRef, gridRowSelectionCountSelector);
  const selectedRows = gridRowSelectionIdsSelector(apiRef);
  const manager = gridRowSelectionManagerSelector(apiRef);
  const node = useGridSelector(apiRef, gridRowNodeSelector, 1);
  const filteredRowsLookup = gridFilteredRowsLookupSelector(apiRef);
  const filteredRowIds = gridDataRowIdsSelector(apiRef).filter((rowId) => filteredRowsLookup[rowId] !== false);
  const visibleRowsLookup = gridVisibleRowsLookupSelector(apiRef);
  const isRowVisible = visibleRowsLookup[1] !== false;
  const rowsLookup = gridRowsLookupSelector(apiRef);
  const rowId = apiRef.current.getRowId(rowsLookup[1]);
  const handleRowClick: GridEventListener<'rowClick'> = (params) => console.log(params.id);
  useGridEvent(apiRef, 'rowClick', handleRowClick);
  useGridEventPriority(apiRef, 'rowClick', handleRowClick);
  void [selectedRows, manager.has(1), node, filteredRowIds, isRowVisible, rowId];
  return <div>{selectedCount}</div>;
}
void SelectionFooter;

export function D() {
  const apiRef = useGridApiRef();
  const exportOrders = () => apiRef.current?.exportDataAsCsv();
  const refetch = () => apiRef.current?.dataSource.fetchRows();
  void [exportOrders, refetch];
  const dataSource: GridDataSource = { getRows: async () => ({ rows: [], rowCount: 0 }) };
  return (
    <DataGrid
      apiRef={apiRef}
      columns={columns}
      dataSource={dataSource}
      dataSourceCache={null}
      onDataSourceError={(error) => {
        if (error instanceof GridGetRowsError) {
          console.error(error.message, error.params.filterModel);
        }
      }}
    />
  );
}

const listViewColDef: GridListViewColDef = { field: 'listColumn', renderCell: (params) => params.row.name };
export function E() {
  const [expanded, setExpanded] = React.useState<Set<GridRowId>>(new Set());
  return (
    <DataGridPro
      rows={rows}
      columns={columns}
      listView
      listViewColumn={listViewColDef}
      detailPanelExpandedRowIds={expanded}
      onDetailPanelExpandedRowIdsChange={(ids) => setExpanded(ids)}
      getDetailPanelContent={() => <div />}
      lazyLoading
      lazyLoadingRequestThrottleMs={100}
      headerFilters
      slotProps={{ headerFilterCell: { showClearIcon: true } }}
      rowSelectionPropagation={{ parents: false, descendants: false }}
    />
  );
}

export const theme = createTheme({
  palette: {
    DataGrid: { bg: '#f8fafc', headerBg: '#e2e8f0', pinnedBg: '#f1f5f9' },
  },
});

type SortItem = GridSortModel[number];
const s: SortItem = { field: 'a', sort: 'asc' };
void s;
LicenseInfo.setLicenseKey('x');

export function F() {
  return (
    <DataGrid
      rows={rows}
      columns={columns}
      density="compact"
      localeText={{
        ...enUS.components.MuiDataGrid.defaultProps.localeText,
        paginationDisplayedRows: ({ from, to, count, estimated }) => {
          if (count !== -1) return `${from}–${to} of ${count}`;
          return `${from}–${to} of ${estimated && estimated > to ? `around ${estimated}` : `more than ${to}`}`;
        },
      }}
    />
  );
}
