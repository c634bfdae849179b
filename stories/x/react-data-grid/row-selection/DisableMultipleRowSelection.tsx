import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface ShippingOption {
  id: string;
  carrier: string;
  service: string;
  days: string;
  price: number;
}

const rows: ShippingOption[] = [
  { id: 'std', carrier: 'PostNL', service: 'Standard', days: '3–5', price: 4.95 },
  { id: 'trk', carrier: 'DPD', service: 'Tracked', days: '2–3', price: 7.5 },
  { id: 'exp', carrier: 'DHL', service: 'Express', days: '1', price: 14.9 },
  { id: 'eco', carrier: 'PostNL', service: 'Letterbox', days: '4–6', price: 3.2 },
];

const columns: GridColDef<ShippingOption>[] = [
  { field: 'service', headerName: 'Service', flex: 1, minWidth: 110 },
  { field: 'carrier', headerName: 'Carrier', width: 100 },
  { field: 'days', headerName: 'Days', width: 80 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100 },
];

export default function DisableMultipleRowSelection() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      {/* Checkboxes, but one row at a time: ticking a second row unticks the first. */}
      <DataGrid rows={rows} columns={columns} checkboxSelection disableMultipleRowSelection />
    </Box>
  );
}
