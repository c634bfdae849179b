import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';

const rows = [
  { id: 'travel', category: 'Travel', q1: 18200, q2: 22450, q3: 15900, q4: 24800 },
  { id: 'software', category: 'Software licences', q1: 31000, q2: 31000, q3: 33500, q4: 33500 },
  { id: 'hardware', category: 'Hardware', q1: 12400, q2: 6800, q3: 9150, q4: 21700 },
  { id: 'training', category: 'Training', q1: 4500, q2: 8200, q3: 3100, q4: 6400 },
  { id: 'events', category: 'Events', q1: 9800, q2: 15600, q3: 4200, q4: 18900 },
  { id: 'office', category: 'Office supplies', q1: 2300, q2: 2150, q3: 2480, q4: 2610 },
  { id: 'consulting', category: 'Consulting', q1: 27500, q2: 19800, q3: 22400, q4: 16300 },
  { id: 'marketing', category: 'Marketing', q1: 41200, q2: 38700, q3: 45100, q4: 52300 },
  { id: 'recruiting', category: 'Recruiting', q1: 14800, q2: 11200, q3: 9600, q4: 7300 },
];

const quarters = ['q1', 'q2', 'q3', 'q4'];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns = [
  { field: 'category', headerName: 'Category', flex: 1, minWidth: 160 },
  ...quarters.map((quarter) => ({
    field: quarter,
    headerName: quarter.toUpperCase(),
    type: 'number',
    width: 110,
    valueFormatter: (value) => currency.format(value),
  })),
];

const budget = { id: 'budget', category: 'Budget', q1: 160000, q2: 160000, q3: 150000, q4: 190000 };

export default function RowPinning() {
  // Keep the same object between renders: a new one makes the grid process the rows again.
  const pinnedRows = React.useMemo(() => {
    const total = { id: 'total', category: 'Total spent', q1: 0, q2: 0, q3: 0, q4: 0 };
    rows.forEach((row) => {
      quarters.forEach((quarter) => {
        total[quarter] += row[quarter];
      });
    });
    return { top: [budget], bottom: [total] };
  }, []);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </Box>
  );
}
