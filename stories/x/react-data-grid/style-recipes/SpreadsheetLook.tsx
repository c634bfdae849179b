import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

interface BudgetLine {
  id: number;
  category: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
}

const rows: BudgetLine[] = [
  { id: 1, category: 'Salaries', q1: 182000, q2: 184500, q3: 191000, q4: 193200 },
  { id: 2, category: 'Office rent', q1: 24000, q2: 24000, q3: 24000, q4: 25200 },
  { id: 3, category: 'Cloud hosting', q1: 13850, q2: 14920, q3: 16480, q4: 17100 },
  { id: 4, category: 'Travel', q1: 6200, q2: 9800, q3: 4300, q4: 11500 },
  { id: 5, category: 'Training', q1: 3500, q2: 2100, q3: 4800, q4: 2600 },
  { id: 6, category: 'Marketing', q1: 21000, q2: 18750, q3: 26400, q4: 31900 },
];

const money = (value: number) => value.toLocaleString('en-US');

const columns: GridColDef<BudgetLine>[] = [
  // A narrow, read-only column of line numbers, like a spreadsheet's row headers.
  {
    field: 'id',
    headerName: '#',
    width: 44,
    align: 'center',
    headerAlign: 'center',
    sortable: false,
    disableColumnMenu: true,
    cellClassName: 'sheet--rowHeader',
  },
  { field: 'category', headerName: 'Category', width: 120, editable: true },
  ...(['q1', 'q2', 'q3', 'q4'] as const).map((quarter): GridColDef<BudgetLine> => ({
    field: quarter,
    headerName: quarter.toUpperCase(),
    type: 'number',
    width: 85,
    editable: true,
    valueFormatter: money,
  })),
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 95,
    valueGetter: (_value, row) => row.q1 + row.q2 + row.q3 + row.q4,
    valueFormatter: money,
    cellClassName: 'sheet--total',
  },
];

export default function SpreadsheetLook() {
  return (
    <Box sx={{ height: 240, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnHeaderHeight={36}
        rowHeight={32}
        showCellVerticalBorder
        showColumnVerticalBorder
        hideFooter
        disableRowSelectionOnClick
        sx={{
          borderRadius: 0,
          fontVariantNumeric: 'tabular-nums',
          [`& .${gridClasses.columnHeader}, & .sheet--rowHeader`]: {
            bgcolor: 'action.hover',
            color: 'text.secondary',
          },
          [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 'fontWeightMedium' },
          [`& .${gridClasses.cell}`]: { px: 0.75 },
          '& .sheet--total': { fontWeight: 'fontWeightBold' },
          // A spreadsheet's active cell: a thick outline instead of the thin focus ring.
          [`& .${gridClasses.cell}:focus, & .${gridClasses.cell}:focus-within`]: {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: -2,
          },
          [`& .${gridClasses.row}:hover`]: { bgcolor: 'transparent' },
        }}
      />
    </Box>
  );
}
