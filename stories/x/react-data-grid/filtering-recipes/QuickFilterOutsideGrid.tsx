import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

interface Product {
  id: string;
  name: string;
  brand: string;
  category: string;
  price: number;
}

const rows: Product[] = [
  { id: 'SKU-1031', name: 'Wireless earbuds', brand: 'Sonora', category: 'Audio', price: 89 },
  { id: 'SKU-1032', name: 'Noise-cancelling headphones', brand: 'Sonora', category: 'Audio', price: 249 },
  { id: 'SKU-1033', name: 'Mechanical keyboard', brand: 'Keystone', category: 'Accessories', price: 129 },
  { id: 'SKU-1034', name: '27-inch monitor', brand: 'Lumen', category: 'Displays', price: 319 },
  { id: 'SKU-1035', name: 'USB-C dock', brand: 'Keystone', category: 'Accessories', price: 159 },
  { id: 'SKU-1036', name: 'Portable speaker', brand: 'Sonora', category: 'Audio', price: 119 },
];

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 190 },
  { field: 'brand', headerName: 'Brand', width: 110 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 90 },
];

export default function QuickFilterOutsideGrid() {
  const [search, setSearch] = React.useState('');
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });

  // The field outside the grid writes the quick filter values; the panel keeps writing the items.
  const model = React.useMemo<GridFilterModel>(
    () => ({ ...filterModel, quickFilterValues: search.split(' ').filter((word) => word !== '') }),
    [filterModel, search],
  );

  return (
    <Stack spacing={2} sx={{ width: '100%', pt: 1 }}>
      <TextField
        label="Search products"
        size="small"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ maxWidth: 320 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{ height: 370 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          filterModel={model}
          onFilterModelChange={(next) => setFilterModel(next)}
        />
      </Box>
    </Stack>
  );
}
