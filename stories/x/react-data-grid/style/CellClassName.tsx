import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  sku: string;
  name: string;
  stock: number;
  reorderLevel: number;
}

const rows: Product[] = [
  { id: 1, sku: 'KB-110', name: 'Mechanical keyboard', stock: 42, reorderLevel: 20 },
  { id: 2, sku: 'MS-220', name: 'Wireless mouse', stock: 8, reorderLevel: 25 },
  { id: 3, sku: 'MN-270', name: '27-inch monitor', stock: 0, reorderLevel: 5 },
  { id: 4, sku: 'DK-400', name: 'USB-C dock', stock: 64, reorderLevel: 15 },
  { id: 5, sku: 'HS-510', name: 'Noise-cancelling headset', stock: 12, reorderLevel: 10 },
];

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  {
    field: 'stock',
    headerName: 'In stock',
    type: 'number',
    width: 110,
    // A class from the cell's value and its row.
    cellClassName: ({ value, row }) => {
      if (value === 0) {
        return 'stock--out';
      }
      return (value as number) < row.reorderLevel ? 'stock--low' : '';
    },
  },
  { field: 'reorderLevel', headerName: 'Reorder at', type: 'number', width: 110 },
];

export default function CellClassName() {
  return (
    <Box
      sx={(theme) => {
        const dark = theme.palette.mode === 'dark';
        return {
          height: 330,
          width: '100%',
          '& .stock--low': { color: dark ? theme.palette.warning.light : theme.palette.warning.dark, fontWeight: 600 },
          '& .stock--out': { color: dark ? theme.palette.error.light : theme.palette.error.dark, fontWeight: 600 },
        };
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
