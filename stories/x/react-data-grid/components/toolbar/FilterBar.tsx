import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  Toolbar,
  gridColumnLookupSelector,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, product: 'Trail running shoes', category: 'Footwear', brand: 'Alpina', price: 139, stock: 24 },
  { id: 2, product: 'Rain shell jacket', category: 'Outerwear', brand: 'Fjell', price: 189, stock: 0 },
  { id: 3, product: 'Merino base layer', category: 'Base layers', brand: 'Fjell', price: 79, stock: 52 },
  { id: 4, product: 'Hiking boots', category: 'Footwear', brand: 'Alpina', price: 219, stock: 9 },
  { id: 5, product: 'Down vest', category: 'Outerwear', brand: 'Nordkap', price: 149, stock: 17 },
  { id: 6, product: 'Approach shoes', category: 'Footwear', brand: 'Nordkap', price: 159, stock: 3 },
  { id: 7, product: 'Trail socks (3 pairs)', category: 'Accessories', brand: 'Alpina', price: 29, stock: 140 },
];

const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'brand', headerName: 'Brand', width: 100 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 100 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

const initialFilterModel: GridFilterModel = {
  items: [{ id: 1, field: 'category', operator: 'equals', value: 'Footwear' }],
  quickFilterValues: ['alpina'],
};

function FilterBarToolbar() {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const columnLookup = useGridSelector(apiRef, gridColumnLookupSelector);
  const quickFilterValues = filterModel.quickFilterValues ?? [];
  const activeItems = filterModel.items.filter((item) => item.value !== undefined && item.value !== '');

  return (
    <Toolbar style={{ flex: 'none', flexWrap: 'wrap', justifyContent: 'flex-start' }}>
      <Typography variant="body2" component="span" sx={{ mx: 0.5, color: 'text.secondary' }}>
        Active filters:
      </Typography>
      {activeItems.length === 0 && quickFilterValues.length === 0 && (
        <Typography variant="body2" component="span">
          none
        </Typography>
      )}
      {activeItems.map((item) => {
        const label = `${columnLookup[item.field]?.headerName ?? item.field}: ${item.value}`;
        return <Chip key={item.id} label={label} size="small" onDelete={() => apiRef.current.deleteFilterItem(item)} />;
      })}
      {quickFilterValues.map((value) => (
        <Chip
          key={`search-${value}`}
          label={`Search: ${value}`}
          size="small"
          onDelete={() => apiRef.current.setQuickFilterValues(quickFilterValues.filter((other) => other !== value))}
        />
      ))}
    </Toolbar>
  );
}

export default function FilterBar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        showToolbar
        slots={{ toolbar: FilterBarToolbar }}
        initialState={{ filter: { filterModel: initialFilterModel } }}
      />
    </Box>
  );
}
