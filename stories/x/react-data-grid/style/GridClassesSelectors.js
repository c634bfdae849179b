import Box from '@mui/material/Box';
import { DataGrid, gridClasses } from '@mui/x-data-grid';

const rows = [
  { id: 'SO-5101', customer: 'Kestrel Logistics', items: 12, total: 1290, shipped: new Date(2025, 3, 2) },
  { id: 'SO-5102', customer: 'Blue Harbor Cafe', items: 3, total: 86.4, shipped: new Date(2025, 3, 3) },
  { id: 'SO-5103', customer: 'Alder & Finch', items: 7, total: 455, shipped: new Date(2025, 3, 3) },
  { id: 'SO-5104', customer: 'Northwind Traders', items: 21, total: 2310.75, shipped: new Date(2025, 3, 5) },
  { id: 'SO-5105', customer: 'Marlow Books', items: 5, total: 142.9, shipped: new Date(2025, 3, 6) },
];

const columns = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
  { field: 'shipped', headerName: 'Shipped', type: 'date', width: 120 },
];

export default function GridClassesSelectors() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'total', sort: 'desc' }] } }}
        sx={{
          // `gridClasses.columnHeader` is 'MuiDataGrid-columnHeader': no typo can slip into a selector.
          [`& .${gridClasses.columnHeader}`]: { bgcolor: 'action.hover' },
          [`& .${gridClasses['columnHeader--sorted']} .${gridClasses.columnHeaderTitle}`]: {
            // The `dark` shade on light backgrounds, the `light` one on dark backgrounds: readable in both modes.
            color: (theme) =>
              theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.dark,
            fontWeight: 'fontWeightBold',
          },
          [`& .${gridClasses['cell--textRight']}`]: { fontVariantNumeric: 'tabular-nums' },
          [`& .${gridClasses.footerContainer}`]: { bgcolor: 'action.hover' },
        }}
      />
    </Box>
  );
}
