import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';

interface Product {
  id: number;
  name: string;
  stock: number;
  rating: number;
}

const rows: Product[] = [
  { id: 1, name: 'Trail running shoes', stock: 128, rating: 4.6 },
  { id: 2, name: 'Rain jacket', stock: 42, rating: 4.2 },
  { id: 3, name: 'Merino base layer', stock: 0, rating: 4.8 },
  { id: 4, name: 'Headlamp', stock: 215, rating: 3.9 },
  { id: 5, name: 'Insulated bottle', stock: 87, rating: 4.4 },
];

/** Stars for a product; a plain, emphasized figure for the aggregated cell. */
function RatingCell(params: GridRenderCellParams<Product, number>) {
  if (params.value == null) {
    return null;
  }
  if (params.aggregation) {
    return (
      <Typography variant="body2" sx={{ fontWeight: 'fontWeightBold' }}>
        {params.formattedValue}
      </Typography>
    );
  }
  const stars = Math.round(params.value);
  return (
    <span aria-label={`${params.value} out of 5`}>
      <Box component="span" aria-hidden sx={{ color: 'warning.main' }}>
        {'★'.repeat(stars)}
      </Box>
      <Box component="span" aria-hidden sx={{ color: 'text.disabled' }}>
        {'★'.repeat(5 - stars)}
      </Box>
    </span>
  );
}

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', width: 190 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 120, valueFormatter: (value?: number) => (value == null ? '' : `${value} units`) },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 140,
    valueFormatter: (value?: number) => (value == null ? '' : `${value.toFixed(2)} / 5`),
    renderCell: (params) => <RatingCell {...params} />,
  },
];

export default function AggregationRenderCell() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ aggregation: { model: { stock: 'size', rating: 'avg' } } }}
        hideFooter
      />
    </Box>
  );
}
