import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

const rows = [
  { id: 'T-20250303-01', symbol: 'AAPL', side: 'Buy', quantity: 150, price: 213.49, executed: new Date(2025, 2, 3) },
  { id: 'T-20250303-02', symbol: 'MSFT', side: 'Sell', quantity: 80, price: 441.06, executed: new Date(2025, 2, 3) },
  { id: 'T-20250304-01', symbol: 'NVDA', side: 'Buy', quantity: 25, price: 1208.88, executed: new Date(2025, 2, 4) },
  { id: 'T-20250305-01', symbol: 'AMZN', side: 'Buy', quantity: 60, price: 185.57, executed: new Date(2025, 2, 5) },
  { id: 'T-20250305-02', symbol: 'AAPL', side: 'Sell', quantity: 40, price: 214.1, executed: new Date(2025, 2, 5) },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Trade', width: 140 },
  { field: 'symbol', headerName: 'Symbol', width: 90 },
  { field: 'side', headerName: 'Side', type: 'singleSelect', valueOptions: ['Buy', 'Sell'], width: 90 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
  { field: 'executed', headerName: 'Executed', type: 'date', width: 120 },
];

export default function ExcelExport() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            excelOptions: {
              fileName: 'trades-march-2025',
              // exceljs styles, keyed by field.
              columnsStyles: {
                price: { numFmt: '"$"#,##0.00' },
                executed: { numFmt: 'yyyy-mm-dd' },
              },
            },
          },
        }}
      />
    </Box>
  );
}
