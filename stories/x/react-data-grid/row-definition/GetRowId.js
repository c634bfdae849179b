import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

// The records come from an inventory service that identifies products by SKU, not by `id`.

const rows = [
  { sku: 'CHR-ERG-001', name: 'Ergonomic office chair', category: 'Furniture', unitPrice: 289 },
  { sku: 'DSK-STD-140', name: 'Standing desk, 140 cm', category: 'Furniture', unitPrice: 612 },
  { sku: 'MON-27-4K', name: '27" 4K monitor', category: 'Displays', unitPrice: 349 },
  { sku: 'DOC-USBC-12', name: 'USB-C docking station', category: 'Accessories', unitPrice: 119.5 },
  { sku: 'KBD-WL-ISO', name: 'Wireless keyboard (ISO)', category: 'Accessories', unitPrice: 54.25 },
];

// Outside the component: a stable function, so the grid does not rebuild its rows on each render.
const getRowId = (row) => row.sku;

const columns = [
  { field: 'sku', headerName: 'SKU', width: 130 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 190 },
  { field: 'category', headerName: 'Category', width: 120 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value) => `$${value.toFixed(2)}`,
  },
];

export default function GetRowId() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowId={getRowId} checkboxSelection hideFooter />
    </Box>
  );
}
