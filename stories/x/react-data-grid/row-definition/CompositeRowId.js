import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

// A flight number repeats every day: only the number and the date together identify a departure.

const rows = [
  { flightNumber: 'LH 1027', date: '2025-03-14', destination: 'Lisbon', gate: 'B12', status: 'Landed' },
  { flightNumber: 'LH 1027', date: '2025-03-15', destination: 'Lisbon', gate: 'B14', status: 'Boarding' },
  { flightNumber: 'AF 1519', date: '2025-03-14', destination: 'Paris', gate: 'A03', status: 'Landed' },
  { flightNumber: 'AF 1519', date: '2025-03-15', destination: 'Paris', gate: 'A05', status: 'Delayed' },
  { flightNumber: 'KL 1862', date: '2025-03-15', destination: 'Amsterdam', gate: 'C21', status: 'Scheduled' },
];

const getRowId = (row) => `${row.flightNumber}|${row.date}`;

const columns = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'date', headerName: 'Date', width: 120 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function CompositeRowId() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowId={getRowId} hideFooter />
    </Box>
  );
}
