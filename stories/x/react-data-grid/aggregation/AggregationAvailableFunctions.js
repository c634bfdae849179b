import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';

const rows = [
  { id: 'NRDX-0512', ticker: 'NRDX', close: 41.2, volume: 1_204_300 },
  { id: 'NRDX-0513', ticker: 'NRDX', close: 42.05, volume: 986_100 },
  { id: 'NRDX-0514', ticker: 'NRDX', close: 40.88, volume: 1_530_800 },
  { id: 'NRDX-0515', ticker: 'NRDX', close: 41.7, volume: 1_118_450 },
  { id: 'NRDX-0516', ticker: 'NRDX', close: 43.1, volume: 2_046_900 },
];

const columns = [
  { field: 'id', headerName: 'Session', width: 130 },
  // A sum of closing prices means nothing: offer the range of the period instead.
  {
    field: 'close',
    headerName: 'Close',
    type: 'number',
    width: 120,
    availableAggregationFunctions: ['avg', 'min', 'max'],
    valueFormatter: (value) => (value == null ? '' : value.toFixed(2)),
  },
  { field: 'volume', headerName: 'Volume', type: 'number', width: 140 },
];

export default function AggregationAvailableFunctions() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ aggregation: { model: { close: 'max', volume: 'sum' } } }}
        hideFooter
      />
    </Box>
  );
}
