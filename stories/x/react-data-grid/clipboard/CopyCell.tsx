import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, sku: 'DSK-140', product: 'Standing desk', warehouse: 'Lyon', stock: 18 },
  { id: 2, sku: 'CHR-220', product: 'Ergonomic chair', warehouse: 'Lyon', stock: 42 },
  { id: 3, sku: 'ARM-031', product: 'Monitor arm', warehouse: 'Porto', stock: 7 },
  { id: 4, sku: 'LMP-015', product: 'Desk lamp', warehouse: 'Porto', stock: 63 },
];

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

export default function CopyCell() {
  const [copied, setCopied] = React.useState('');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 280 }}>
        <DataGrid rows={rows} columns={columns} hideFooter disableRowSelectionOnClick onClipboardCopy={(text) => setCopied(text)} />
      </Box>
      <Typography variant="body2" component="p">
        {copied ? `Copied: ${copied}` : 'Click a cell, then press Ctrl+C (⌘+C on macOS).'}
      </Typography>
    </Stack>
  );
}
