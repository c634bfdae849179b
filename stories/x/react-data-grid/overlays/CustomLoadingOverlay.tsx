import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, type GridColDef, type GridSlotProps } from '@mui/x-data-grid';

// Lets `slotProps.loadingOverlay` carry a prop of our own, typed.
declare module '@mui/x-data-grid' {
  interface LoadingOverlayPropsOverrides {
    percentLoaded?: number;
  }
}

interface Product {
  id: number;
  sku: string;
  name: string;
  stock: number;
}

const products: Product[] = [
  { id: 1, sku: 'KB-110', name: 'Mechanical keyboard', stock: 42 },
  { id: 2, sku: 'MS-220', name: 'Wireless mouse', stock: 130 },
  { id: 3, sku: 'MN-270', name: '27-inch monitor', stock: 18 },
  { id: 4, sku: 'DK-400', name: 'USB-C dock', stock: 64 },
  { id: 5, sku: 'HS-510', name: 'Noise-cancelling headset', stock: 27 },
];

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

function ImportProgressOverlay({
  percentLoaded = 0,
  variant,
  noRowsVariant,
  ...other
}: GridSlotProps['loadingOverlay']) {
  return (
    <GridOverlay {...other}>
      <Stack spacing={1} sx={{ width: '60%', maxWidth: 280, alignItems: 'center' }}>
        <Typography variant="body2">Importing the catalogue… {percentLoaded}%</Typography>
        <LinearProgress
          variant="determinate"
          value={percentLoaded}
          aria-label="Import progress"
          sx={{ width: '100%' }}
        />
      </Stack>
    </GridOverlay>
  );
}

const STEP = 25;

export default function CustomLoadingOverlay() {
  const [percentLoaded, setPercentLoaded] = React.useState(25);
  const loading = percentLoaded < 100;

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" disabled={!loading} onClick={() => setPercentLoaded((value) => value + STEP)}>
          Receive next batch
        </Button>
        <Button onClick={() => setPercentLoaded(25)}>Restart</Button>
      </Stack>
      <Box sx={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={loading ? [] : products}
          columns={columns}
          loading={loading}
          slots={{ loadingOverlay: ImportProgressOverlay }}
          slotProps={{ loadingOverlay: { percentLoaded } }}
        />
      </Box>
    </Stack>
  );
}
