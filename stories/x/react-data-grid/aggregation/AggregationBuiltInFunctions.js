import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';

const rows = [
  {
    id: 'LX318',
    route: 'ZRH → LHR',
    passengers: 176,
    loadFactor: 0.92,
    delayMinutes: 4,
    departure: new Date(2025, 4, 12, 7, 20),
  },
  {
    id: 'AF1148',
    route: 'CDG → LIS',
    passengers: 141,
    loadFactor: 0.81,
    delayMinutes: 22,
    departure: new Date(2025, 4, 12, 9, 5),
  },
  {
    id: 'IB3170',
    route: 'MAD → FCO',
    passengers: 158,
    loadFactor: 0.88,
    delayMinutes: 0,
    departure: new Date(2025, 4, 12, 11, 40),
  },
  {
    id: 'SK1463',
    route: 'CPH → ARN',
    passengers: 97,
    loadFactor: 0.67,
    delayMinutes: 11,
    departure: new Date(2025, 4, 12, 13, 15),
  },
  {
    id: 'LH2036',
    route: 'MUC → VIE',
    passengers: 122,
    loadFactor: 0.74,
    delayMinutes: 35,
    departure: new Date(2025, 4, 12, 16, 50),
  },
];

const columns = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'route', headerName: 'Route', width: 120 },
  { field: 'passengers', headerName: 'Passengers', type: 'number', width: 130 },
  {
    field: 'loadFactor',
    headerName: 'Load factor',
    type: 'number',
    width: 130,
    valueFormatter: (value) => (value == null ? '' : `${Math.round(value * 100)} %`),
  },
  { field: 'delayMinutes', headerName: 'Delay (min)', type: 'number', width: 130 },
  { field: 'departure', headerName: 'Departure', type: 'dateTime', width: 180 },
];

export default function AggregationBuiltInFunctions() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          aggregation: {
            model: { id: 'size', passengers: 'sum', loadFactor: 'avg', delayMinutes: 'max', departure: 'min' },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
