import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridFilteredSortedRowEntriesSelector,
  gridRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  amount: number;
  status: string;
}

const rows: Invoice[] = [
  { id: 'INV-3101', client: 'Harbor Dental Group', amount: 1280, status: 'Paid' },
  { id: 'INV-3102', client: 'Greenleaf Architects', amount: 4650, status: 'Overdue' },
  { id: 'INV-3103', client: 'Northside Bakery', amount: 320.5, status: 'Sent' },
  { id: 'INV-3104', client: 'Kestrel Logistics', amount: 9875, status: 'Paid' },
  { id: 'INV-3105', client: 'Brightpath Tutoring', amount: 760, status: 'Overdue' },
  { id: 'INV-3106', client: 'Orchard Street Vets', amount: 2140, status: 'Sent' },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Sent', 'Overdue', 'Paid'],
    width: 110,
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
];

// A footer that reads the grid's filtering state through selectors.
function SummaryFooter() {
  const apiRef = useGridApiContext();
  const visibleRows = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const totalCount = useGridSelector(apiRef, gridRowCountSelector);
  const total = visibleRows.reduce((sum, row) => sum + (row.model as Invoice).amount, 0);

  return (
    <GridFooterContainer sx={{ px: 2, justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <Typography variant="body2" component="p">
        {visibleRows.length} of {totalCount} invoices
      </Typography>
      <Typography variant="body2" component="p" sx={{ fontWeight: 'medium' }}>
        Total {currency.format(total)}
      </Typography>
    </GridFooterContainer>
  );
}

export default function FilteredRowCount() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ footer: SummaryFooter }}
        initialState={{
          filter: { filterModel: { items: [{ field: 'status', operator: 'is', value: 'Overdue' }] } },
        }}
      />
    </Box>
  );
}
