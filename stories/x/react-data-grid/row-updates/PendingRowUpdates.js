import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';

const invoices = [
  { id: 'INV-2041', supplier: 'Atlas Logistics', amount: 4820, status: 'Awaiting approval' },
  { id: 'INV-2042', supplier: 'Volt Energy', amount: 1265.4, status: 'Awaiting approval' },
  { id: 'INV-2043', supplier: 'Kumo Robotics', amount: 18900, status: 'Approved' },
  { id: 'INV-2044', supplier: 'Harbor Cleaning Co.', amount: 730, status: 'Awaiting approval' },
  { id: 'INV-2045', supplier: 'Fjord Analytics', amount: 5400, status: 'Awaiting approval' },
];

export default function PendingRowUpdates() {
  const apiRef = useGridApiRef();
  const timers = React.useRef([]);

  React.useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const approve = React.useCallback(
    (id) => {
      // 1. Mark the row as saving at once, so the reader sees the request is on its way.
      apiRef.current?.updateRows([{ id, saving: true }]);
      // 2. When the (simulated) server answers, apply its result and clear the flag.
      timers.current.push(
        setTimeout(() => {
          apiRef.current?.updateRows([{ id, status: 'Approved', saving: false }]);
        }, 800),
      );
    },
    [apiRef],
  );

  const columns = React.useMemo(
    () => [
      { field: 'id', headerName: 'Invoice', width: 100 },
      { field: 'supplier', headerName: 'Supplier', flex: 1, minWidth: 150 },
      {
        field: 'amount',
        headerName: 'Amount',
        type: 'number',
        width: 110,
        valueFormatter: (value) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      },
      {
        field: 'status',
        headerName: 'Status',
        width: 190,
        renderCell: ({ row }) => {
          if (row.saving) {
            return (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
                <CircularProgress size={16} aria-label={`Approving ${row.id}`} />
                <span>Approving…</span>
              </Stack>
            );
          }
          if (row.status === 'Approved') {
            return 'Approved';
          }
          return (
            <Button size="small" variant="outlined" onClick={() => approve(row.id)} aria-label={`Approve ${row.id}`}>
              Approve
            </Button>
          );
        },
      },
    ],
    [approve],
  );

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        apiRef={apiRef}
        rows={invoices}
        columns={columns}
        hideFooter
        disableRowSelectionOnClick
        getRowClassName={({ row }) => (row.saving ? 'invoice--saving' : '')}
        sx={{
          '& .invoice--saving': { bgcolor: 'action.hover', fontStyle: 'italic' },
        }}
      />
    </Box>
  );
}
