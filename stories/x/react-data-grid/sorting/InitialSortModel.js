import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, product: 'Inventory sync', version: '3.2.0', downloads: 18420, releasedOn: new Date(2024, 1, 12) },
  { id: 2, product: 'Invoice export', version: '1.8.4', downloads: 9312, releasedOn: new Date(2024, 3, 3) },
  { id: 3, product: 'Shift planner', version: '2.0.1', downloads: 25780, releasedOn: new Date(2023, 10, 28) },
  { id: 4, product: 'Audit log', version: '4.1.0', downloads: 4105, releasedOn: new Date(2024, 4, 19) },
  { id: 5, product: 'Payroll bridge', version: '0.9.7', downloads: 12004, releasedOn: new Date(2023, 6, 9) },
  { id: 6, product: 'Customer portal', version: '5.3.2', downloads: 31560, releasedOn: new Date(2024, 0, 30) },
];

const columns = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'version', headerName: 'Version', width: 110 },
  { field: 'downloads', headerName: 'Downloads', type: 'number', width: 130 },
  { field: 'releasedOn', headerName: 'Released on', type: 'date', width: 140 },
];

export default function InitialSortModel() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{
          sorting: { sortModel: [{ field: 'downloads', sort: 'desc' }] },
        }}
      />
    </Box>
  );
}
