import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, createRowSelectionManager } from '@mui/x-data-grid';

const rows = [
  { id: 'SO-2041', customer: 'Northwind Traders', status: 'Paid', amount: 1840.5 },
  { id: 'SO-2042', customer: 'Blue Harbor Foods', status: 'Pending', amount: 642 },
  { id: 'SO-2043', customer: 'Alpine Outfitters', status: 'Paid', amount: 3275.2 },
  { id: 'SO-2044', customer: 'Sunrise Bakery', status: 'Cancelled', amount: 218.75 },
  { id: 'SO-2045', customer: 'Maple Hardware', status: 'Pending', amount: 1299.99 },
  { id: 'SO-2046', customer: 'Coral Reef Dive Co.', status: 'Paid', amount: 905.4 },
];

const columns = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'status', headerName: 'Status', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  },
];

export default function RowSelectionModelShape() {
  // v8: the model is an object with a type and a Set of ids, no longer an array of ids.
  const [rowSelectionModel, setRowSelectionModel] = React.useState({
    type: 'include',
    ids: new Set(['SO-2042', 'SO-2045']),
  });

  // The manager answers "is this row selected?" for both model types.
  const selection = createRowSelectionManager(rowSelectionModel);
  const selectedOrders = rows.filter((row) => selection.has(row.id));
  const total = selectedOrders.reduce((sum, row) => sum + row.amount, 0);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={() => setRowSelectionModel({ type: 'exclude', ids: new Set(['SO-2044']) })}>
          All except cancelled
        </Button>
        <Button onClick={() => setRowSelectionModel({ type: 'include', ids: new Set() })}>Clear selection</Button>
      </Stack>
      <Box sx={{ height: 370 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          hideFooter
          label="Orders"
          rowSelectionModel={rowSelectionModel}
          onRowSelectionModelChange={(model) => setRowSelectionModel(model)}
        />
      </Box>
      <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace' }}>
        type: {rowSelectionModel.type}, ids: [{Array.from(rowSelectionModel.ids).join(', ')}]
      </Typography>
      <Typography variant="body2" component="p">
        {selectedOrders.length} of {rows.length} orders selected, $
        {total.toLocaleString('en-US', { minimumFractionDigits: 2 })} in total
      </Typography>
    </Stack>
  );
}
