import Box from '@mui/material/Box';
import CloseIcon from '@mui/icons-material/Close';
import { DataGrid, QuickFilter, QuickFilterClear, QuickFilterControl, Toolbar } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Ergonomic office chair', category: 'Seating', supplier: 'Nordform', price: 329 },
  { id: 2, name: 'Height-adjustable desk', category: 'Desks', supplier: 'Liftwerk', price: 649 },
  { id: 3, name: 'Ergonomic footrest', category: 'Accessories', supplier: 'Nordform', price: 59 },
  { id: 4, name: 'Monitor arm, dual', category: 'Accessories', supplier: 'Armtec', price: 139 },
  { id: 5, name: 'Meeting table, oak', category: 'Desks', supplier: 'Liftwerk', price: 1190 },
  { id: 6, name: 'Stacking chair', category: 'Seating', supplier: 'Armtec', price: 89 },
];

const columns = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 190 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'supplier', headerName: 'Supplier', width: 110 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 100 },
];

function SearchToolbar() {
  return (
    <Toolbar>
      {/* Always expanded: the field stays open even when empty. */}
      <QuickFilter expanded style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        <QuickFilterControl placeholder="Search products" size="small" />
        <QuickFilterClear aria-label="Clear search" size="small">
          <CloseIcon fontSize="small" />
        </QuickFilterClear>
      </QuickFilter>
    </Toolbar>
  );
}

export default function SearchField() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter showToolbar slots={{ toolbar: SearchToolbar }} />
    </Box>
  );
}
