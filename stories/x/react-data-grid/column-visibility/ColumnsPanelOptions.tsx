import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColumnsManagementProps } from '@mui/x-data-grid';

const rows = [
  { id: 1, sku: 'CHR-ERG-01', product: 'Office chair', net: 289, vat: 57.8, gross: 346.8, stock: 42, reorder: 20 },
  { id: 2, sku: 'DSK-STD-14', product: 'Standing desk', net: 612, vat: 122.4, gross: 734.4, stock: 9, reorder: 10 },
  { id: 3, sku: 'MON-27-4K', product: '27" monitor', net: 349, vat: 69.8, gross: 418.8, stock: 63, reorder: 25 },
  { id: 4, sku: 'LMP-LED-02', product: 'Desk lamp', net: 49.5, vat: 9.9, gross: 59.4, stock: 0, reorder: 30 },
];

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 120, description: 'Stock keeping unit' },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'net', headerName: 'Net price', type: 'number', width: 100, description: 'Price before tax' },
  { field: 'vat', headerName: 'VAT', type: 'number', width: 80, description: 'Tax at 20%' },
  { field: 'gross', headerName: 'Gross price', type: 'number', width: 110, description: 'Price with tax' },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 90, description: 'Units in the warehouse' },
  {
    field: 'reorder',
    headerName: 'Reorder level',
    type: 'number',
    width: 120,
    description: 'Units that trigger a new order',
  },
];

// Match the search against the header name and the description.
const searchPredicate: GridColumnsManagementProps['searchPredicate'] = (column, searchValue) =>
  [column.headerName, column.description].some((text) => text?.toLowerCase().includes(searchValue));

export default function ColumnsPanelOptions() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        showToolbar
        slotProps={{
          columnsManagement: {
            sort: 'asc',
            searchPredicate,
            disableResetButton: true,
          },
        }}
      />
    </Box>
  );
}
