import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridRowSelectionIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  issued: string;
  amount: number;
}

const rows: Invoice[] = [
  { id: 'INV-1041', client: 'Northwind Traders', issued: '2026-03-02', amount: 1280 },
  { id: 'INV-1042', client: 'Blue Harbor Cafe', issued: '2026-03-04', amount: 342.5 },
  { id: 'INV-1043', client: 'Atlas Logistics', issued: '2026-03-05', amount: 5610 },
  { id: 'INV-1044', client: 'Maple Dental', issued: '2026-03-09', amount: 890 },
  { id: 'INV-1045', client: 'Northwind Traders', issued: '2026-03-11', amount: 2045.75 },
  { id: 'INV-1046', client: 'Quarry Fitness', issued: '2026-03-12', amount: 460 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  { field: 'issued', headerName: 'Issued', width: 110 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
];

function SelectionSummary() {
  // The slot renders inside the grid: the context gives its API, the selector its selection.
  const apiRef = useGridApiContext();
  const selected = useGridSelector(apiRef, gridRowSelectionIdsSelector);
  let total = 0;
  selected.forEach((row) => {
    total += (row as Invoice).amount;
  });

  return (
    <GridFooterContainer>
      <Box sx={{ px: 2 }} aria-live="polite">
        <Typography variant="body2">
          {selected.size === 0
            ? 'Select invoices to add them up'
            : `${selected.size} selected: ${currency.format(total)}`}
        </Typography>
      </Box>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function SelectionSummaryFooter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} checkboxSelection slots={{ footer: SelectionSummary }} />
    </Box>
  );
}
