import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { DataGrid, GridPreferencePanelsValue, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    flight: 'AF 1634',
    origin: 'CDG',
    destination: 'LIS',
    aircraft: 'A320neo',
    gate: 'K42',
    departure: '08:25',
    status: 'Boarding',
  },
  {
    id: 2,
    flight: 'LH 2231',
    origin: 'MUC',
    destination: 'FCO',
    aircraft: 'A321',
    gate: 'G17',
    departure: '11:05',
    status: 'On time',
  },
  {
    id: 3,
    flight: 'KL 1201',
    origin: 'AMS',
    destination: 'OSL',
    aircraft: '737-800',
    gate: 'D6',
    departure: '19:40',
    status: 'Delayed',
  },
  {
    id: 4,
    flight: 'IB 3170',
    origin: 'MAD',
    destination: 'ZRH',
    aircraft: 'A320',
    gate: 'J51',
    departure: '06:55',
    status: 'Departed',
  },
];

const columns = [
  { field: 'flight', headerName: 'Flight', width: 90 },
  { field: 'origin', headerName: 'Origin', width: 80 },
  { field: 'destination', headerName: 'Destination', width: 110 },
  { field: 'aircraft', headerName: 'Aircraft', width: 100 },
  { field: 'gate', headerName: 'Gate', width: 70 },
  { field: 'departure', headerName: 'Departure', width: 100 },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function ColumnsPanel() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        variant="outlined"
        startIcon={<ViewColumnIcon />}
        onClick={() => apiRef.current?.showPreferences(GridPreferencePanelsValue.columns)}
        sx={{ mb: 1 }}
      >
        Choose columns
      </Button>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          showToolbar
          initialState={{ columns: { columnVisibilityModel: { aircraft: false, gate: false } } }}
        />
      </Box>
    </Box>
  );
}
