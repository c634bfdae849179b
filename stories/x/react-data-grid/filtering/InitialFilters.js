import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 'SH-2201', destination: 'Rotterdam', carrier: 'Maersk', weightKg: 1240, status: 'In transit' },
  { id: 'SH-2202', destination: 'Singapore', carrier: 'CMA CGM', weightKg: 860, status: 'Delivered' },
  { id: 'SH-2203', destination: 'Hamburg', carrier: 'Hapag-Lloyd', weightKg: 2310, status: 'In transit' },
  { id: 'SH-2204', destination: 'Valencia', carrier: 'MSC', weightKg: 540, status: 'Delayed' },
  { id: 'SH-2205', destination: 'Antwerp', carrier: 'Maersk', weightKg: 1975, status: 'Delivered' },
  { id: 'SH-2206', destination: 'Busan', carrier: 'HMM', weightKg: 3120, status: 'In transit' },
  { id: 'SH-2207', destination: 'Santos', carrier: 'MSC', weightKg: 705, status: 'In transit' },
  { id: 'SH-2208', destination: 'Le Havre', carrier: 'CMA CGM', weightKg: 1480, status: 'Delayed' },
];

const columns = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'carrier', headerName: 'Carrier', width: 130 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['In transit', 'Delayed', 'Delivered'],
    width: 120,
  },
];

export default function InitialFilters() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'status', operator: 'is', value: 'In transit' }],
            },
          },
        }}
      />
    </Box>
  );
}
