import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Issue {
  id: number;
  title: string;
  assignee: string;
  status: string;
  blocked: boolean;
  estimate: number;
}

const rows: Issue[] = [
  { id: 1204, title: 'Login fails with SSO on Safari', assignee: 'Hana Sato', status: 'In progress', blocked: false, estimate: 5 },
  { id: 1205, title: 'Export CSV drops accented names', assignee: 'Amara Okafor', status: 'Open', blocked: false, estimate: 3 },
  { id: 1206, title: 'Dark mode contrast on charts', assignee: 'Lucas Moreau', status: 'In review', blocked: false, estimate: 2 },
  { id: 1207, title: 'Migrate billing to the new API', assignee: 'Priya Raman', status: 'Open', blocked: true, estimate: 13 },
  { id: 1208, title: 'Slow dashboard for large teams', assignee: 'Hana Sato', status: 'Open', blocked: true, estimate: 8 },
  { id: 1209, title: 'Typo in the welcome email', assignee: 'Diego Alvarez', status: 'Done', blocked: false, estimate: 1 },
  { id: 1210, title: 'Add audit log for role changes', assignee: 'Amara Okafor', status: 'In progress', blocked: false, estimate: 8 },
];

const columns: GridColDef<Issue>[] = [
  { field: 'id', headerName: 'Issue', type: 'number', width: 110, valueFormatter: (value: number) => `#${value}` },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 220 },
  { field: 'assignee', headerName: 'Assignee', width: 160 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Open', 'In progress', 'In review', 'Done'],
    width: 150,
  },
  { field: 'blocked', headerName: 'Blocked', type: 'boolean', width: 120 },
  { field: 'estimate', headerName: 'Estimate (h)', type: 'number', width: 140 },
];

export default function HeaderFilters() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} headerFilters hideFooter />
    </Box>
  );
}
