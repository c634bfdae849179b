import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  issued: Date;
  amount: number;
}

const CLIENTS = ['Kestrel Logistics', 'Harbor & Pine', 'Lumen Studio', 'Vega Dental', 'Orchard Foods', 'Atlas Rentals'];

const rows: Invoice[] = Array.from({ length: 24 }, (_, index) => ({
  id: `INV-2024-${String(index + 1).padStart(3, '0')}`,
  client: CLIENTS[(index * 5) % CLIENTS.length],
  issued: new Date(2024, Math.floor(index / 2), 3 + (index % 2) * 14),
  amount: 480 + ((index * 379) % 2600),
}));

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  { field: 'issued', headerName: 'Issued', type: 'date', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
];

export default function InitialPaginationModel() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        // Opens on the second page (pages count from 0); the reader can move on from there.
        initialState={{ pagination: { paginationModel: { pageSize: 5, page: 1 } } }}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
