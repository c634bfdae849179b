import Box from '@mui/material/Box';
import { DataGrid, gridClasses } from '@mui/x-data-grid';

const symbols = ['ACME', 'GLOBX', 'INITK', 'UMBR'];

// Fixed, generated rows: the same on every render.
const rows = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  time: `09:${String(30 + index).padStart(2, '0')}`,
  symbol: symbols[index % symbols.length],
  side: index % 3 === 0 ? 'Sell' : 'Buy',
  quantity: 50 * ((index % 7) + 1),
  price: 20 + ((index * 37) % 90) + (index % 4) * 0.25,
}));

const columns = [
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'symbol', headerName: 'Symbol', width: 100 },
  { field: 'side', headerName: 'Side', width: 80 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110 },
];

export default function StripedRows() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
        // The index restarts on every page, so each page starts with the same stripe.
        getRowClassName={({ indexRelativeToCurrentPage }) => (indexRelativeToCurrentPage % 2 === 0 ? 'even' : 'odd')}
        sx={{
          [`& .${gridClasses.row}.odd`]: { bgcolor: 'action.hover' },
          // Keep hover and selection visible on the stripes.
          [`& .${gridClasses.row}:hover`]: { bgcolor: 'action.selected' },
          [`& .${gridClasses.row}.Mui-selected`]: { bgcolor: 'action.selected' },
        }}
      />
    </Box>
  );
}
