import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createRowSelectionManager, DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 'INV-0412', client: 'Kestrel Logistics', amount: 4820, status: 'Overdue' },
  { id: 'INV-0413', client: 'Harbor & Pine', amount: 1260, status: 'Paid' },
  { id: 'INV-0414', client: 'Lumen Studio', amount: 890, status: 'Sent' },
  { id: 'INV-0415', client: 'Vega Dental', amount: 2315, status: 'Overdue' },
  { id: 'INV-0416', client: 'Orchard Foods', amount: 640, status: 'Paid' },
  { id: 'INV-0417', client: 'Atlas Rentals', amount: 3100, status: 'Overdue' },
];

const columns = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 100 },
  { field: 'status', headerName: 'Status', width: 100 },
];

const emptySelection = { type: 'include', ids: new Set() };

export default function ControlledRowSelection() {
  const [rowSelectionModel, setRowSelectionModel] = React.useState(emptySelection);

  // The manager answers "is this row selected?" for both kinds of model.
  const selection = createRowSelectionManager(rowSelectionModel);
  const total = rows.filter((row) => selection.has(row.id)).reduce((sum, row) => sum + row.amount, 0);

  const selectOverdue = () => {
    const overdue = rows.filter((row) => row.status === 'Overdue').map((row) => row.id);
    setRowSelectionModel({ type: 'include', ids: new Set(overdue) });
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={selectOverdue}>
          Select overdue
        </Button>
        <Button onClick={() => setRowSelectionModel(emptySelection)}>Clear selection</Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={rowSelectionModel}
          onRowSelectionModelChange={(model) => setRowSelectionModel(model)}
        />
      </Box>
      <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        type: {rowSelectionModel.type}, ids: {JSON.stringify([...rowSelectionModel.ids])}
      </Typography>
      <Typography variant="body2" component="p">
        Selected total: ${total.toLocaleString('en-US')}
      </Typography>
    </Stack>
  );
}
