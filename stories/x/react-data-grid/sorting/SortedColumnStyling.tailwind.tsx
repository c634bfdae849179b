import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Release {
  id: number;
  version: string;
  downloads: number;
  issuesClosed: number;
}

const rows: Release[] = [
  { id: 1, version: '8.6.0', downloads: 412300, issuesClosed: 58 },
  { id: 2, version: '8.7.0', downloads: 398750, issuesClosed: 64 },
  { id: 3, version: '8.8.0', downloads: 451020, issuesClosed: 49 },
  { id: 4, version: '8.9.0', downloads: 467880, issuesClosed: 71 },
  { id: 5, version: '8.9.1', downloads: 120410, issuesClosed: 12 },
];

const columns: GridColDef<Release>[] = [
  { field: 'version', headerName: 'Version', flex: 1, minWidth: 120 },
  { field: 'downloads', headerName: 'Weekly downloads', type: 'number', flex: 1, minWidth: 160 },
  { field: 'issuesClosed', headerName: 'Issues closed', type: 'number', flex: 1, minWidth: 140 },
];

// Arbitrary variants reach the grid's own classes; `dark:` follows the page's dark mode.
const sortedHeader = [
  '[&_.MuiDataGrid-columnHeader--sorted]:bg-sky-50',
  '[&_.MuiDataGrid-columnHeader--sorted]:text-sky-900',
  'dark:[&_.MuiDataGrid-columnHeader--sorted]:bg-sky-400/15',
  'dark:[&_.MuiDataGrid-columnHeader--sorted]:text-sky-200',
  '[&_.MuiDataGrid-columnHeader--sorted_.MuiDataGrid-sortIcon]:text-current',
].join(' ');

export default function SortedColumnStyling() {
  return (
    <div className="h-[340px] w-full">
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'downloads', sort: 'desc' }] } }}
        hideFooter
        className={sortedHeader}
      />
    </div>
  );
}
