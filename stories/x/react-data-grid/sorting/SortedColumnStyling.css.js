import * as React from 'react';
import { DataGrid } from '@mui/x-data-grid';
import classes from './SortedColumnStyling.module.css';

const rows = [
  { id: 1, version: '8.6.0', downloads: 412300, issuesClosed: 58 },
  { id: 2, version: '8.7.0', downloads: 398750, issuesClosed: 64 },
  { id: 3, version: '8.8.0', downloads: 451020, issuesClosed: 49 },
  { id: 4, version: '8.9.0', downloads: 467880, issuesClosed: 71 },
  { id: 5, version: '8.9.1', downloads: 120410, issuesClosed: 12 },
];

const columns = [
  { field: 'version', headerName: 'Version', flex: 1, minWidth: 120 },
  { field: 'downloads', headerName: 'Weekly downloads', type: 'number', flex: 1, minWidth: 160 },
  { field: 'issuesClosed', headerName: 'Issues closed', type: 'number', flex: 1, minWidth: 140 },
];

// A CSS module scopes the rules to this grid; the grid's own classes are targeted inside it.
export default function SortedColumnStyling() {
  return (
    <div className={classes.container}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'downloads', sort: 'desc' }] } }}
        hideFooter
        className={classes.grid}
      />
    </div>
  );
}
