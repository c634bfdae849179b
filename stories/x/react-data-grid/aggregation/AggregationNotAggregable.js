import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, name: 'Hana Sato', badge: 10_482, yearsOfService: 7, salary: 96_000 },
  { id: 2, name: 'Lucas Moreau', badge: 11_207, yearsOfService: 5, salary: 88_500 },
  { id: 3, name: 'Priya Raman', badge: 12_930, yearsOfService: 2, salary: 74_000 },
  { id: 4, name: 'Diego Alvarez', badge: 9_118, yearsOfService: 10, salary: 112_000 },
];

const columns = [
  { field: 'name', headerName: 'Name', width: 150 },
  // A number, but adding or averaging badge numbers means nothing.
  {
    field: 'badge',
    headerName: 'Badge',
    type: 'number',
    width: 100,
    aggregable: false,
    valueFormatter: (value) => (value == null ? '' : String(value)),
  },
  { field: 'yearsOfService', headerName: 'Years', type: 'number', width: 100 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    valueFormatter: (value) => (value == null ? '' : `$${value.toLocaleString('en-US')}`),
  },
];

export default function AggregationNotAggregable() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ aggregation: { model: { yearsOfService: 'avg', salary: 'sum' } } }}
        hideFooter
      />
    </Box>
  );
}
