import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  team: string;
  priority: string;
}

const rows: Ticket[] = [
  { id: 5101, subject: 'Cannot reset password', team: 'Support EU', priority: 'High' },
  { id: 5102, subject: 'Invoice PDF is blank', team: 'Billing', priority: 'Medium' },
  { id: 5103, subject: 'Two-factor code never arrives', team: 'Support EU', priority: 'High' },
  { id: 5104, subject: 'Request for a data export', team: 'Support US', priority: 'Low' },
  { id: 5105, subject: 'Wrong VAT rate applied', team: 'Billing', priority: 'High' },
  { id: 5106, subject: 'Profile photo upload fails', team: 'Support EU', priority: 'Low' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', type: 'number', width: 90, valueFormatter: (value: number) => `#${value}` },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  // The queue is fixed by the page: readers see the filter but cannot change it.
  { field: 'team', headerName: 'Team', width: 120, filterable: false },
  { field: 'priority', headerName: 'Priority', width: 100 },
];

export default function ReadOnlyFilters() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'team', operator: 'equals', value: 'Support EU' }] },
          },
        }}
      />
    </Box>
  );
}
