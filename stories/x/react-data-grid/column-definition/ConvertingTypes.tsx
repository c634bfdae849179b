import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

// Rows as a JSON API sends them: dates, numbers and flags arrive as strings.
interface FlightFromApi {
  id: string;
  route: string;
  departure: string;
  seatsLeft: string;
  fare: string;
  refundable: 'yes' | 'no';
}

const rows: FlightFromApi[] = [
  {
    id: 'AF 1634',
    route: 'Paris → Lisbon',
    departure: '2025-03-14T08:25:00',
    seatsLeft: '12',
    fare: '189.90',
    refundable: 'yes',
  },
  {
    id: 'LH 2231',
    route: 'Munich → Rome',
    departure: '2025-03-14T11:05:00',
    seatsLeft: '4',
    fare: '142.00',
    refundable: 'no',
  },
  {
    id: 'KL 1201',
    route: 'Amsterdam → Oslo',
    departure: '2025-03-13T19:40:00',
    seatsLeft: '27',
    fare: '96.50',
    refundable: 'no',
  },
  {
    id: 'IB 3170',
    route: 'Madrid → Zurich',
    departure: '2025-03-15T06:55:00',
    seatsLeft: '9',
    fare: '231.40',
    refundable: 'yes',
  },
  {
    id: 'SK 1462',
    route: 'Copenhagen → Berlin',
    departure: '2025-03-14T16:20:00',
    seatsLeft: '100',
    fare: '78.00',
    refundable: 'yes',
  },
];

const columns: GridColDef<FlightFromApi>[] = [
  { field: 'id', headerName: 'Flight', width: 90 },
  { field: 'route', headerName: 'Route', flex: 1, minWidth: 170 },
  {
    field: 'departure',
    headerName: 'Departure',
    type: 'dateTime',
    width: 180,
    valueGetter: (value: string) => value && new Date(value),
  },
  {
    field: 'seatsLeft',
    headerName: 'Seats left',
    type: 'number',
    width: 100,
    // As strings, '100' would sort before '27' and '4'.
    valueGetter: (value: string) => Number(value),
  },
  {
    field: 'fare',
    headerName: 'Fare (€)',
    type: 'number',
    width: 100,
    valueGetter: (value: string) => Number.parseFloat(value),
  },
  {
    field: 'refundable',
    headerName: 'Refundable',
    type: 'boolean',
    width: 110,
    valueGetter: (value: 'yes' | 'no') => value === 'yes',
  },
];

export default function ConvertingTypes() {
  return (
    <Box sx={{ height: 350, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{ sorting: { sortModel: [{ field: 'seatsLeft', sort: 'asc' }] } }}
      />
    </Box>
  );
}
