import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridStringOrNumberComparator } from '@mui/x-data-grid';

const priorityRank = { Low: 0, Medium: 1, High: 2, Critical: 3 };

// Alphabetical order would put "Critical" before "High"; compare by rank instead.
const priorityComparator = (first, second, cellParams1, cellParams2) =>
  gridStringOrNumberComparator(priorityRank[first], priorityRank[second], cellParams1, cellParams2);

const rows = [
  { id: 481, title: 'Checkout button unresponsive on Safari', priority: 'Critical', assignee: 'Hana Sato' },
  { id: 482, title: 'Typo in the password reset email', priority: 'Low', assignee: 'Lucas Moreau' },
  { id: 483, title: 'Export to CSV drops accented names', priority: 'High', assignee: 'Amara Okafor' },
  { id: 484, title: 'Dashboard loads slowly for large teams', priority: 'Medium', assignee: 'Diego Alvarez' },
  { id: 485, title: 'Dark mode toggle forgets the choice', priority: 'Medium', assignee: 'Priya Raman' },
  { id: 486, title: 'Invoices show the wrong currency', priority: 'High', assignee: 'Jonas Becker' },
];

const columns = [
  { field: 'id', headerName: 'Ticket', type: 'number', width: 90 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 220 },
  { field: 'priority', headerName: 'Priority', width: 120, sortComparator: priorityComparator },
  { field: 'assignee', headerName: 'Assignee', width: 150 },
];

export default function CustomComparator() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{ sorting: { sortModel: [{ field: 'priority', sort: 'desc' }] } }}
      />
    </Box>
  );
}
