import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

interface Invoice {
  id: number;
  number: string;
  customer: string;
  issued: Date;
  amount: number;
  status: 'Paid' | 'Open' | 'Overdue';
}

const rows: Invoice[] = [
  { id: 1, number: 'INV-2041', customer: 'Northwind Traders', issued: new Date(2025, 2, 3), amount: 1840, status: 'Paid' },
  { id: 2, number: 'INV-2042', customer: 'Blue Harbor Cafe', issued: new Date(2025, 2, 5), amount: 326.5, status: 'Open' },
  { id: 3, number: 'INV-2043', customer: 'Atlas Logistics', issued: new Date(2025, 2, 9), amount: 9120, status: 'Overdue' },
  { id: 4, number: 'INV-2044', customer: 'Greenleaf Grocers', issued: new Date(2025, 2, 12), amount: 742.25, status: 'Paid' },
  { id: 5, number: 'INV-2045', customer: 'Northwind Traders', issued: new Date(2025, 2, 17), amount: 2310, status: 'Open' },
  { id: 6, number: 'INV-2046', customer: 'Kestrel Studios', issued: new Date(2025, 2, 21), amount: 5600, status: 'Paid' },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'issued', headerName: 'Issued', type: 'date', width: 120 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: ['Paid', 'Open', 'Overdue'], width: 110 },
];

function InvoiceToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle1" component="div" sx={{ flex: 1, mx: 0.5, fontWeight: 'medium' }}>
        Invoices
      </Typography>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        {/* The render function receives the trigger's state: here, the number of active filters. */}
        <FilterPanelTrigger
          render={(props, state) => (
            <ToolbarButton {...props}>
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <FilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>
      <Divider orientation="vertical" variant="middle" flexItem sx={{ mx: 0.5 }} />
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />} options={{ fileName: 'invoices' }}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
    </Toolbar>
  );
}

export default function ComposedToolbar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: InvoiceToolbar }}
        showToolbar
        initialState={{ filter: { filterModel: { items: [{ field: 'status', operator: 'not', value: 'Paid' }] } } }}
      />
    </Box>
  );
}
