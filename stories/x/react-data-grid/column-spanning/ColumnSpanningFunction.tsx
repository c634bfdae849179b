import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface InvoiceLine {
  id: string;
  kind: 'item' | 'summary';
  item: string;
  description?: string;
  quantity?: number;
  unitPrice?: number;
  amount?: number;
}

const items: InvoiceLine[] = [
  { id: 'l1', kind: 'item', item: 'UX audit', description: 'Review of checkout and onboarding flows', quantity: 1, unitPrice: 2400 },
  { id: 'l2', kind: 'item', item: 'Design sprint', description: 'Five-day workshop with prototypes', quantity: 5, unitPrice: 950 },
  { id: 'l3', kind: 'item', item: 'Usability tests', description: 'Moderated sessions with eight participants', quantity: 8, unitPrice: 180 },
  { id: 'l4', kind: 'item', item: 'Design system', description: 'Component library hand-off, per day', quantity: 3, unitPrice: 1100 },
];

const TAX_RATE = 0.2;
const subtotal = items.reduce((sum, line) => sum + line.quantity! * line.unitPrice!, 0);
const tax = subtotal * TAX_RATE;

const rows: InvoiceLine[] = [
  ...items,
  { id: 'subtotal', kind: 'summary', item: 'Subtotal', amount: subtotal },
  { id: 'tax', kind: 'summary', item: `VAT (${TAX_RATE * 100}%)`, amount: tax },
  { id: 'total', kind: 'summary', item: 'Total due', amount: subtotal + tax },
];

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<InvoiceLine>[] = [
  {
    field: 'item',
    headerName: 'Item',
    width: 150,
    // Summary rows put their label across the first four columns.
    colSpan: (value, row) => (row.kind === 'summary' ? 4 : undefined),
    cellClassName: (params) => (params.row.kind === 'summary' ? 'invoice-summary-label' : ''),
  },
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 260 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value == null ? '' : euro.format(value)),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueGetter: (value, row) => (row.kind === 'item' ? row.quantity! * row.unitPrice! : value),
    valueFormatter: (value?: number) => (value == null ? '' : euro.format(value)),
  },
];

export default function ColumnSpanningFunction() {
  return (
    <Box
      sx={{
        height: 426,
        width: '100%',
        '& .invoice-summary': { fontWeight: 'fontWeightMedium', bgcolor: 'action.hover' },
        '& .MuiDataGrid-cell.invoice-summary-label': { textAlign: 'right' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        disableColumnSorting
        disableColumnFilter
        disableColumnMenu
        disableRowSelectionOnClick
        getRowClassName={(params) => (params.row.kind === 'summary' ? 'invoice-summary' : '')}
        showCellVerticalBorder
      />
    </Box>
  );
}
