import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, gridClasses, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  {
    id: 4812,
    customer: 'Northwind Traders',
    summary: 'Invoice PDF shows the wrong VAT number after the company address changed last month.',
  },
  { id: 4813, customer: 'Sunrise Bakery', summary: 'Cannot log in.' },
  {
    id: 4814,
    customer: 'Alpine Outfitters',
    summary:
      'The stock sync stops at midnight with a timeout error. It started after the upgrade to version 3.2 and affects all three warehouses; restarting the connector works until the next night.',
  },
  { id: 4815, customer: 'Maple Hardware', summary: 'Requests a copy of the signed data processing agreement.' },
  {
    id: 4816,
    customer: 'Coral Reef Dive Co.',
    summary: 'Booking widget shows prices in USD for visitors from Australia.',
  },
];

const columns = [
  { field: 'id', headerName: 'Ticket', type: 'number', width: 80 },
  { field: 'customer', headerName: 'Customer', width: 100 },
  // Without a limit, the longest summary would make this column several screens wide.
  { field: 'summary', headerName: 'Summary', width: 160, maxWidth: 320 },
];

const autosizeOptions = { includeHeaders: true, includeOutliers: true };

export default function AutosizeDynamicRowHeight() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Button variant="outlined" onClick={() => apiRef.current?.autosizeColumns(autosizeOptions)} sx={{ mb: 1 }}>
        Autosize columns
      </Button>
      <Box sx={{ height: 420 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          getRowHeight={() => 'auto'}
          autosizeOptions={autosizeOptions}
          sx={{ [`& .${gridClasses.cell}`]: { py: 1 } }}
        />
      </Box>
    </Box>
  );
}
