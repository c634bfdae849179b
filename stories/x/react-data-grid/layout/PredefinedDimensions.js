import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 'LH 402', destination: 'New York JFK', departure: '10:25', gate: 'B44', status: 'Boarding' },
  { id: 'AF 1019', destination: 'Paris CDG', departure: '10:40', gate: 'A12', status: 'On time' },
  { id: 'KL 1768', destination: 'Amsterdam', departure: '11:05', gate: 'A18', status: 'On time' },
  { id: 'IB 3153', destination: 'Madrid', departure: '11:20', gate: 'A03', status: 'Delayed' },
  { id: 'OS 128', destination: 'Vienna', departure: '11:35', gate: 'A27', status: 'On time' },
  { id: 'SK 672', destination: 'Copenhagen', departure: '11:50', gate: 'A09', status: 'Gate open' },
  { id: 'TP 575', destination: 'Lisbon', departure: '12:10', gate: 'A31', status: 'On time' },
  { id: 'LX 1073', destination: 'Zurich', departure: '12:25', gate: 'A15', status: 'Cancelled' },
  { id: 'BA 917', destination: 'London Heathrow', departure: '12:40', gate: 'B21', status: 'On time' },
  { id: 'AY 1412', destination: 'Helsinki', departure: '13:05', gate: 'A06', status: 'On time' },
];

const columns = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 150 },
  { field: 'departure', headerName: 'Departure', width: 110 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function PredefinedDimensions() {
  return (
    // A fixed height and a width relative to the page: the grid fills this box
    // and scrolls its rows inside it.
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
