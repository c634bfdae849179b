import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 'SH-20418', customer: 'Northwind Traders', carrier: 'DHL', weightKg: 12.4, shippedOn: new Date(2025, 2, 3) },
  { id: 'SH-20419', customer: 'Blue Harbor Foods', carrier: 'UPS', weightKg: 3.1, shippedOn: new Date(2025, 2, 3) },
  { id: 'SH-20420', customer: 'Alpine Outfitters', carrier: 'FedEx', weightKg: 27.8, shippedOn: new Date(2025, 2, 4) },
  { id: 'SH-20421', customer: 'Sunrise Bakery', carrier: 'DHL', weightKg: 1.6, shippedOn: new Date(2025, 2, 5) },
  { id: 'SH-20422', customer: 'Maple Hardware', carrier: 'UPS', weightKg: 44.0, shippedOn: new Date(2025, 2, 5) },
];

const columns = [
  // `filterable: false` also removes "Filter" from this column's menu.
  { field: 'id', headerName: 'Shipment', width: 120, filterable: false },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'carrier', headerName: 'Carrier', width: 110 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
  { field: 'shippedOn', headerName: 'Shipped on', type: 'date', width: 130 },
];

export default function HideMenuItems() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slotProps={{
          columnMenu: {
            // `null` removes "Hide column" and "Manage columns" from every menu.
            slots: { columnMenuColumnsItem: null },
          },
        }}
      />
    </Box>
  );
}
