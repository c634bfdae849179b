import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Review {
  id: number;
  product: string;
  rating: number;
  review: string;
}

const rows: Review[] = [
  { id: 1, product: 'Trail running shoes', rating: 5, review: 'Great grip on wet rocks.' },
  {
    id: 2,
    product: 'Camping stove',
    rating: 4,
    review:
      'Boils half a litre in under three minutes and packs down small. The piezo igniter stopped working after a few weeks, so I now carry a lighter as a backup.',
  },
  { id: 3, product: 'Headlamp', rating: 3, review: 'Bright, but the strap is too short for a helmet.' },
  {
    id: 4,
    product: 'Two-person tent',
    rating: 5,
    review:
      'Stayed dry through a whole night of heavy rain on the coast. Pitching it alone takes about ten minutes once you have done it twice. The vestibule fits two packs and muddy boots, which made the trip far more comfortable than with my old tent.',
  },
  { id: 5, product: 'Water filter', rating: 4, review: 'Easy to use, slow when the cartridge gets old.' },
  {
    id: 6,
    product: 'Down sleeping bag',
    rating: 2,
    review: 'Warm enough down to 5 °C, not the −5 °C on the label. The zip snags on the baffle every night.',
  },
];

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 80, valueFormatter: (value: number) => `${value} / 5` },
  { field: 'review', headerName: 'Review', flex: 1, minWidth: 200 },
];

// The height of each row follows its content.
const getRowHeight = () => 'auto' as const;

export default function AutoRowHeight() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        hideFooter
        sx={{
          // Auto height ignores the density: add the vertical padding per density yourself.
          '&.MuiDataGrid-root--densityCompact .MuiDataGrid-cell': { py: 1 },
          '&.MuiDataGrid-root--densityStandard .MuiDataGrid-cell': { py: 1.5 },
          '&.MuiDataGrid-root--densityComfortable .MuiDataGrid-cell': { py: 2.5 },
        }}
      />
    </Box>
  );
}
