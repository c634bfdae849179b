import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Flight {
  id: string;
  destination: string;
  departure: string;
  gate: string;
  status: string;
}

const rows: Flight[] = [
  { id: 'LH 1024', destination: 'Frankfurt', departure: '07:15', gate: 'B12', status: 'Boarding' },
  { id: 'AF 1241', destination: 'Paris', departure: '07:40', gate: 'A03', status: 'On time' },
  { id: 'BA 0319', destination: 'London', departure: '08:05', gate: 'C21', status: 'Delayed' },
  { id: 'IB 3170', destination: 'Madrid', departure: '08:30', gate: 'B07', status: 'On time' },
  { id: 'KL 1782', destination: 'Amsterdam', departure: '09:10', gate: 'A11', status: 'Cancelled' },
];

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'departure', headerName: 'Departure', width: 110 },
  { field: 'gate', headerName: 'Gate', width: 90 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function OpenColumnMenuFromCode() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={() => apiRef.current?.showColumnMenu('status')}>
          Open the Status menu
        </Button>
        <Button variant="outlined" onClick={() => apiRef.current?.showColumnMenu('gate')}>
          Open the Gate menu
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
