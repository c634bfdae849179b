import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface StockItem {
  id: string;
  item: string;
  location: string;
  onHand: number;
}

const initialStock: StockItem[] = [
  { id: 'PAL-EUR', item: 'Euro pallet', location: 'Aisle 1', onHand: 120 },
  { id: 'BOX-S', item: 'Shipping box, small', location: 'Aisle 2', onHand: 860 },
  { id: 'BOX-L', item: 'Shipping box, large', location: 'Aisle 2', onHand: 340 },
  { id: 'TAPE-48', item: 'Packing tape, 48 mm', location: 'Aisle 3', onHand: 95 },
  { id: 'WRAP-50', item: 'Stretch wrap, 50 cm', location: 'Aisle 3', onHand: 42 },
];

// Each delivery note lists the quantity received per item.
const deliveries: Record<string, number>[] = [
  { 'PAL-EUR': 40, 'TAPE-48': 120 },
  { 'BOX-S': 500, 'BOX-L': 200, 'WRAP-50': 24 },
  { 'PAL-EUR': 20, 'BOX-S': 250, 'TAPE-48': 60 },
];

function receive(stock: StockItem[], delivery: Record<string, number>): StockItem[] {
  // A new array: changed rows are new objects, unchanged rows are reused as they are.
  return stock.map((row) => (delivery[row.id] ? { ...row, onHand: row.onHand + delivery[row.id] } : row));
}

const columns: GridColDef<StockItem>[] = [
  { field: 'id', headerName: 'Code', width: 100 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 170 },
  { field: 'location', headerName: 'Location', width: 100 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 100 },
];

export default function UpdateRowsProp() {
  const [received, setReceived] = React.useState(0);
  const [rows, setRows] = React.useState<StockItem[]>(initialStock);

  const receiveNextDelivery = () => {
    setRows((current) => receive(current, deliveries[received]));
    setReceived(received + 1);
  };

  const reset = () => {
    setRows(initialStock);
    setReceived(0);
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={receiveNextDelivery} disabled={received === deliveries.length}>
          Receive delivery {Math.min(received + 1, deliveries.length)} of {deliveries.length}
        </Button>
        <Button onClick={reset}>Reset stock</Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
