import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const rows = [
  { id: 'INV-2025-031', client: 'Harbor Supplies', amount: 1796 },
  { id: 'INV-2025-032', client: 'Linden Dental', amount: 2490 },
  { id: 'INV-2025-033', client: 'Northwind Cafe', amount: 534.5 },
];

const columns = [
  { field: 'id', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', width: 160 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value) => currency.format(value),
  },
];

export default function CopyFormat() {
  const [copied, setCopied] = React.useState('');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 240 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          hideFooter
          // Values separated by commas, amounts as plain numbers.
          // Copied rows follow the CSV setting, so `true` covers both.
          clipboardCopyCellDelimiter=","
          ignoreValueFormatterDuringExport
          onClipboardCopy={(text) => setCopied(text)}
        />
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, p: 1.5, minHeight: 80, overflowX: 'auto', bgcolor: 'action.hover', borderRadius: 1, fontSize: 13 }}
      >
        {copied || 'Tick some invoices, click one of them, then press Ctrl+C (⌘+C on macOS).'}
      </Box>
    </Stack>
  );
}
