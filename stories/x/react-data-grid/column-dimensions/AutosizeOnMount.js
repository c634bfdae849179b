import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    flight: 'AF 1634',
    from: 'Paris Charles de Gaulle',
    to: 'Lisbon Humberto Delgado',
    gate: 'K42',
    status: 'Boarding',
  },
  { id: 2, flight: 'LH 2231', from: 'Munich', to: 'Rome Fiumicino', gate: 'G17', status: 'On time' },
  { id: 3, flight: 'KL 1201', from: 'Amsterdam Schiphol', to: 'Oslo Gardermoen', gate: 'D6', status: 'Delayed 25 min' },
  { id: 4, flight: 'IB 3170', from: 'Madrid Barajas', to: 'Zurich', gate: 'J51', status: 'Gate closed' },
  { id: 5, flight: 'SK 1462', from: 'Copenhagen Kastrup', to: 'Berlin Brandenburg', gate: 'B9', status: 'On time' },
];

const columns = [
  { field: 'flight', headerName: 'Flight' },
  { field: 'from', headerName: 'From' },
  { field: 'to', headerName: 'To' },
  { field: 'gate', headerName: 'Gate' },
  // Autosizing respects the limits of each column.
  { field: 'status', headerName: 'Status', maxWidth: 120 },
];

const autosizeOptions = { includeHeaders: true, includeOutliers: true };

export default function AutosizeOnMount() {
  return (
    <Box sx={{ height: 350, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter autosizeOnMount autosizeOptions={autosizeOptions} />
    </Box>
  );
}
