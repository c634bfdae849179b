import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 'SO-1041', customer: 'Harbor Supplies', product: 'Standing desk', quantity: 4, total: 1796 },
  { id: 'SO-1042', customer: 'Linden Dental', product: 'Ergonomic chair', quantity: 10, total: 2490 },
  { id: 'SO-1043', customer: 'Northwind Cafe', product: 'Monitor arm', quantity: 6, total: 534 },
  { id: 'SO-1044', customer: 'Quarry Labs', product: 'Desk lamp', quantity: 12, total: 420 },
  { id: 'SO-1045', customer: 'Harbor Supplies', product: 'Cable tray', quantity: 20, total: 380 },
];

const columns = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function ExportToolbar() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar />
    </Box>
  );
}
