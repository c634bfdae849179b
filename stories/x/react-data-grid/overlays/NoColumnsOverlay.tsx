import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Trade {
  id: number;
  symbol: string;
  side: 'Buy' | 'Sell';
  quantity: number;
  price: number;
}

const rows: Trade[] = [
  { id: 1, symbol: 'ACME', side: 'Buy', quantity: 200, price: 41.25 },
  { id: 2, symbol: 'GLOBX', side: 'Sell', quantity: 75, price: 118.9 },
  { id: 3, symbol: 'INITK', side: 'Buy', quantity: 1200, price: 6.42 },
];

const columns: GridColDef<Trade>[] = [
  { field: 'symbol', headerName: 'Symbol', width: 100 },
  { field: 'side', headerName: 'Side', width: 80 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
];

export default function NoColumnsOverlay() {
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          columns: { columnVisibilityModel: { symbol: false, side: false, quantity: false, price: false } },
        }}
      />
    </Box>
  );
}
