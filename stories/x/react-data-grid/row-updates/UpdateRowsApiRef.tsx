import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  items: number;
  status: 'Pending' | 'Shipped';
}

const initialOrders: Order[] = [
  { id: 5101, customer: 'Northwind Traders', items: 3, status: 'Pending' },
  { id: 5102, customer: 'Blue Harbor Foods', items: 12, status: 'Pending' },
  { id: 5103, customer: 'Alpine Outfitters', items: 1, status: 'Shipped' },
  { id: 5104, customer: 'Maple Hardware', items: 7, status: 'Pending' },
];

const incomingOrders: Order[] = [
  { id: 5105, customer: 'Sunrise Bakery', items: 4, status: 'Pending' },
  { id: 5106, customer: 'Coral Reef Dive Co.', items: 2, status: 'Pending' },
  { id: 5107, customer: 'Fjord Analytics', items: 9, status: 'Pending' },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 90, valueFormatter: (value: number) => `#${value}` },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function UpdateRowsApiRef() {
  const apiRef = useGridApiRef();
  const [incoming, setIncoming] = React.useState(0);

  const shipOldestPending = () => {
    const orders = Array.from(apiRef.current!.getRowModels().values()) as Order[];
    const pending = orders.filter((order) => order.status === 'Pending').sort((a, b) => a.id - b.id)[0];
    if (pending) {
      // Only the id and the fields that change: the grid merges them into the existing row.
      apiRef.current!.updateRows([{ id: pending.id, status: 'Shipped' }]);
    }
  };

  const addOrder = () => {
    // An id the grid does not know yet: the row is added.
    apiRef.current!.updateRows([incomingOrders[incoming]]);
    setIncoming(incoming + 1);
  };

  const deleteNewest = () => {
    const ids = apiRef.current!.getAllRowIds() as number[];
    if (ids.length > 0) {
      apiRef.current!.updateRows([{ id: Math.max(...ids), _action: 'delete' }]);
    }
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={shipOldestPending}>
          Ship oldest pending
        </Button>
        <Button variant="outlined" onClick={addOrder} disabled={incoming === incomingOrders.length}>
          Add order
        </Button>
        <Button onClick={deleteNewest}>Delete newest</Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid apiRef={apiRef} rows={initialOrders} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
