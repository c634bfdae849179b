import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface Product {
  id: string;
  name: string;
  summary: string;
  details: string;
  price: number;
  stock: number;
  supplier: string;
}

const products: Product[] = [
  {
    id: 'KB-87',
    name: 'Tenkeyless keyboard',
    summary: 'Compact mechanical keyboard.',
    details: 'Compact mechanical keyboard with hot-swappable switches, PBT keycaps, a detachable USB-C cable and three Bluetooth profiles.',
    price: 129,
    stock: 42,
    supplier: 'Keyforge Ltd.',
  },
  {
    id: 'MS-12',
    name: 'Vertical mouse',
    summary: 'Ergonomic wireless mouse.',
    details: 'Ergonomic wireless mouse held at a 57° angle to reduce wrist strain. Six buttons, silent clicks, and up to 70 days on a charge.',
    price: 69,
    stock: 118,
    supplier: 'Posture Labs',
  },
  {
    id: 'MN-27',
    name: '27" 4K monitor',
    summary: 'IPS panel, USB-C.',
    details: 'IPS panel covering 98% of DCI-P3, with 90 W USB-C power delivery, a built-in KVM switch and a stand that tilts, swivels and pivots.',
    price: 549,
    stock: 17,
    supplier: 'Clearview Displays',
  },
  {
    id: 'DK-04',
    name: 'Thunderbolt dock',
    summary: 'Twelve ports, one cable.',
    details: 'Twelve ports behind one cable: two 4K displays, 2.5 Gb Ethernet, an SD card reader, and 96 W charging for the laptop.',
    price: 289,
    stock: 33,
    supplier: 'Portside Tech',
  },
];

const columns: GridColDef<Product & { description: string }>[] = [
  { field: 'name', headerName: 'Product', width: 150 },
  { field: 'description', headerName: 'Description', width: 300 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 100 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'supplier', headerName: 'Supplier', width: 160 },
  { field: 'id', headerName: 'SKU', width: 90 },
];

export default function PinnedColumnsDynamicRowHeight() {
  const apiRef = useGridApiRef();
  const [showDetails, setShowDetails] = React.useState(false);

  const rows = React.useMemo(
    () => products.map((product) => ({ ...product, description: showDetails ? product.details : product.summary })),
    [showDetails],
  );

  // The content of the rows changed after their height was measured: measure again.
  React.useEffect(() => {
    apiRef.current?.resetRowHeights();
  }, [apiRef, rows]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={showDetails} onChange={(event) => setShowDetails(event.target.checked)} />}
        label="Full descriptions"
      />
      <Box
        sx={{
          height: 460,
          '& .MuiDataGrid-cell': { py: 1, lineHeight: 1.5, whiteSpace: 'normal' },
        }}
      >
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          getRowHeight={() => 'auto'}
          initialState={{ pinnedColumns: { left: ['name'], right: ['price'] } }}
        />
      </Box>
    </Stack>
  );
}
