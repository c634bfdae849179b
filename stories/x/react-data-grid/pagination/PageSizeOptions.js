import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const ROUTES = [
  ['LIS', 'FRA'],
  ['MAD', 'CDG'],
  ['AMS', 'OSL'],
  ['BCN', 'FCO'],
  ['DUB', 'LHR'],
  ['VIE', 'ZRH'],
  ['CPH', 'HEL'],
];

// 60 departures between 06:00 and 20:45, every quarter of an hour.
const rows = Array.from({ length: 60 }, (_, index) => {
  const [from, to] = ROUTES[index % ROUTES.length];
  const minutes = 6 * 60 + index * 15;
  return {
    id: `TP ${1200 + index * 3}`,
    from,
    to,
    departure: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    gate: `${'ABC'[index % 3]}${(index % 24) + 1}`,
  };
});

const columns = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'from', headerName: 'From', width: 80 },
  { field: 'to', headerName: 'To', width: 80 },
  { field: 'departure', headerName: 'Departure', width: 110 },
  { field: 'gate', headerName: 'Gate', flex: 1, minWidth: 80 },
];

export default function PageSizeOptions() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        // Numbers are their own label; an object gives an option a label of its own.
        pageSizeOptions={[5, 10, 20, { value: 100, label: 'Up to 100' }]}
      />
    </Box>
  );
}
