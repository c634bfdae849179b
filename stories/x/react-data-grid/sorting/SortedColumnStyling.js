import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

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

// The sorted column's header is tinted so readers see at a glance what orders the rows.
export default function SortedColumnStyling() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'downloads', sort: 'desc' }] } }}
        hideFooter
        sx={(theme) => ({
          '& .MuiDataGrid-columnHeader--sorted': {
            backgroundColor: theme.palette.mode === 'dark' ? 'rgba(51, 153, 255, 0.16)' : 'hsl(210, 100%, 96%)',
            color: theme.palette.mode === 'dark' ? 'hsl(210, 100%, 80%)' : 'hsl(210, 100%, 30%)',
          },
          '& .MuiDataGrid-columnHeader--sorted .MuiDataGrid-sortIcon': { color: 'inherit' },
        })}
      />
    </Box>
  );
}
