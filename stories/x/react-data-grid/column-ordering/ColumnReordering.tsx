import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridColumnOrderChangeParams } from '@mui/x-data-grid-pro';

interface Trade {
  id: string;
  symbol: string;
  side: 'Buy' | 'Sell';
  quantity: number;
  price: number;
  trader: string;
}

const rows: Trade[] = [
  { id: 'T-88104', symbol: 'ASML', side: 'Buy', quantity: 120, price: 702.4, trader: 'Sofia Lindqvist' },
  { id: 'T-88105', symbol: 'NOVO B', side: 'Sell', quantity: 450, price: 96.18, trader: 'Mateo Rossi' },
  { id: 'T-88106', symbol: 'SAP', side: 'Buy', quantity: 300, price: 251.9, trader: 'Hana Sato' },
  { id: 'T-88107', symbol: 'LVMH', side: 'Buy', quantity: 40, price: 598.3, trader: 'Lucas Moreau' },
  { id: 'T-88108', symbol: 'NESN', side: 'Sell', quantity: 800, price: 84.72, trader: 'Priya Raman' },
];

const columns: GridColDef<Trade>[] = [
  { field: 'id', headerName: 'Trade', width: 100 },
  { field: 'symbol', headerName: 'Symbol', width: 100 },
  { field: 'side', headerName: 'Side', width: 80 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
  { field: 'price', headerName: 'Price (EUR)', type: 'number', width: 120 },
  { field: 'trader', headerName: 'Trader', flex: 1, minWidth: 150 },
];

export default function ColumnReordering() {
  const [lastMove, setLastMove] = React.useState('Drag a column header to the left or right.');

  const handleColumnOrderChange = (params: GridColumnOrderChangeParams) => {
    const name = params.column.headerName ?? params.column.field;
    setLastMove(`${name} moved from position ${params.oldIndex + 1} to position ${params.targetIndex + 1}.`);
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGridPro rows={rows} columns={columns} hideFooter onColumnOrderChange={handleColumnOrderChange} />
      </Box>
      <Typography variant="body2" component="p" role="status">
        {lastMove}
      </Typography>
    </Stack>
  );
}
