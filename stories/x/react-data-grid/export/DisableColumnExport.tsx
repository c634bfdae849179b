import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridActionsCellItem, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';

const rows = [
  { id: 'SO-1041', customer: 'Harbor Supplies', status: 'Shipped', total: 1796 },
  { id: 'SO-1042', customer: 'Linden Dental', status: 'Processing', total: 2490 },
  { id: 'SO-1043', customer: 'Northwind Cafe', status: 'Delivered', total: 534 },
];

export default function DisableColumnExport() {
  const apiRef = useGridApiRef();
  const [csv, setCsv] = React.useState('');

  const columns = React.useMemo<GridColDef[]>(
    () => [
      { field: 'id', headerName: 'Order', width: 100 },
      { field: 'customer', headerName: 'Customer', width: 160 },
      { field: 'status', headerName: 'Status', width: 110 },
      { field: 'total', headerName: 'Total ($)', type: 'number', width: 100 },
      {
        field: 'internalNote',
        headerName: 'Internal note',
        width: 150,
        // Shown to staff, never written to a file.
        disableExport: true,
        valueGetter: (_value, row) => (row.total > 1000 ? 'Check credit limit' : ''),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Invoice',
        width: 80,
        getActions: () => [<GridActionsCellItem key="invoice" icon={<ReceiptIcon />} label="Open invoice" />],
      },
    ],
    [],
  );

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row">
        <Button variant="outlined" onClick={() => setCsv(apiRef.current?.getDataAsCsv() ?? '')}>
          Preview CSV
        </Button>
      </Stack>
      <Box sx={{ height: 260 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
      <Box component="pre" sx={{ m: 0, p: 1.5, minHeight: 96, overflowX: 'auto', bgcolor: 'action.hover', borderRadius: 1, fontSize: 13 }}>
        {csv || 'Preview the CSV to see which columns it holds.'}
      </Box>
    </Stack>
  );
}
