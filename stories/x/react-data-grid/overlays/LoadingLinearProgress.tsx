import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  customer: string;
  issued: Date;
  total: number;
}

const rows: Invoice[] = [
  { id: 'INV-2041', customer: 'Northwind Traders', issued: new Date(2025, 2, 3), total: 1840.5 },
  { id: 'INV-2042', customer: 'Blue Harbor Cafe', issued: new Date(2025, 2, 4), total: 312 },
  { id: 'INV-2043', customer: 'Kestrel Logistics', issued: new Date(2025, 2, 6), total: 9275.2 },
  { id: 'INV-2044', customer: 'Alder & Finch', issued: new Date(2025, 2, 7), total: 640 },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'issued', headerName: 'Issued', type: 'date', width: 120 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function LoadingLinearProgress() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
        label="Loading"
        sx={{ alignSelf: 'flex-start' }}
      />
      <Box sx={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' } }}
        />
      </Box>
    </Stack>
  );
}
