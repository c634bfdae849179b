import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

const rows = [
  { id: 'DSK-140', product: 'Standing desk', mon: 12, tue: 10, wed: 14, thu: 9, fri: 11 },
  { id: 'CHR-220', product: 'Ergonomic chair', mon: 30, tue: 28, wed: 33, thu: 31, fri: 26 },
  { id: 'ARM-031', product: 'Monitor arm', mon: 8, tue: 6, wed: 9, thu: 7, fri: 5 },
  { id: 'LMP-015', product: 'Desk lamp', mon: 20, tue: 22, wed: 19, thu: 25, fri: 24 },
];

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', width: 150 },
  ...DAYS.map(
    (day): GridColDef => ({
      field: day,
      headerName: day.charAt(0).toUpperCase() + day.slice(1),
      type: 'number',
      width: 75,
      // Only editable columns accept pasted values.
      editable: true,
    }),
  ),
];

export default function PasteCellSelection() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} cellSelection disableRowSelectionOnClick hideFooter />
    </Box>
  );
}
