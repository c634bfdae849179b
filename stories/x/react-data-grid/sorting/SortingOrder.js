import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 'NRTH', company: 'Northwind Energy', price: 84.12, change: 2.4, notes: 'Quarterly report next week' },
  { id: 'BLHB', company: 'Blue Harbor Logistics', price: 23.55, change: -1.1, notes: 'New CFO announced' },
  { id: 'ALPN', company: 'Alpine Robotics', price: 142.9, change: 5.7, notes: 'Record orders' },
  { id: 'SNRS', company: 'Sunrise Foods', price: 61.03, change: 0.3, notes: '' },
  { id: 'MPLE', company: 'Maple Software', price: 310.44, change: -3.8, notes: 'Guidance lowered' },
];

const columns = [
  { field: 'id', headerName: 'Ticker', width: 100 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 180 },
  { field: 'price', headerName: 'Price', type: 'number', width: 110 },
  { field: 'change', headerName: 'Change %', type: 'number', width: 120 },
  { field: 'notes', headerName: 'Notes', width: 220, sortable: false },
];

export default function SortingOrder() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter sortingOrder={['desc', 'asc']} />
    </Box>
  );
}
