import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, store: 'Lyon Part-Dieu', q1: 182400, q2: 196750, q3: 171300, q4: 248900 },
  { id: 2, store: 'Milano Centrale', q1: 214600, q2: 223100, q3: 205800, q4: 291450 },
  { id: 3, store: 'Rotterdam Zuid', q1: 143250, q2: 151900, q3: 149600, q4: 187300 },
  { id: 4, store: 'Wien Mitte', q1: 167800, q2: 172450, q3: 158200, q4: 226750 },
];

const columns: GridColDef[] = [
  { field: 'store', headerName: 'Store', flex: 1, minWidth: 140 },
  { field: 'q1', headerName: 'Q1', type: 'number', width: 96 },
  { field: 'q2', headerName: 'Q2', type: 'number', width: 96 },
  { field: 'q3', headerName: 'Q3', type: 'number', width: 96 },
  { field: 'q4', headerName: 'Q4', type: 'number', width: 96 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  { groupId: 'firstHalf', headerName: 'First half', children: [{ field: 'q1' }, { field: 'q2' }] },
  { groupId: 'secondHalf', headerName: 'Second half', children: [{ field: 'q3' }, { field: 'q4' }] },
];

const euros = { numFmt: '#,##0 "€"' };

export default function ExcelColumnGroups() {
  return (
    <Box sx={{ height: 284, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        showToolbar
        hideFooter
        density="compact"
        slotProps={{
          toolbar: {
            excelOptions: {
              fileName: 'store-revenue-2024',
              columnsStyles: { q1: euros, q2: euros, q3: euros, q4: euros },
            },
          },
        }}
      />
    </Box>
  );
}
