import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Website redesign', budget: 48000, spent: 31200, status: 'On track' },
  { id: 2, name: 'Mobile app 2.0', budget: 120000, spent: 112800, status: 'At risk' },
  { id: 3, name: 'Data warehouse', budget: 86000, spent: 86000, status: 'Done' },
  { id: 4, name: 'Support chatbot', budget: 22000, spent: 6600, status: 'On track' },
  { id: 5, name: 'Payroll migration', budget: 35000, spent: 33950, status: 'At risk' },
];

const statusColor = {
  'On track': 'primary',
  'At risk': 'error',
  Done: 'success',
};

const columns = [
  { field: 'name', headerName: 'Project', flex: 1, minWidth: 160 },
  {
    field: 'budget',
    headerName: 'Budget',
    type: 'number',
    width: 110,
    // valueFormatter: how the value reads; sorting still uses the number.
    valueFormatter: (value) => `$${value.toLocaleString('en-US')}`,
  },
  {
    field: 'progress',
    headerName: 'Budget used',
    type: 'number',
    width: 160,
    display: 'flex',
    // valueGetter: a value computed from the row.
    valueGetter: (_value, row) => row.spent / row.budget,
    // renderCell: any React element.
    renderCell: (params) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
        <LinearProgress
          variant="determinate"
          value={Math.round(params.value * 100)}
          aria-label={`Budget used by ${params.row.name}`}
          sx={{ flex: 1 }}
        />
        <Box component="span" sx={{ minWidth: 36, textAlign: 'end' }}>
          {Math.round(params.value * 100)}%
        </Box>
      </Box>
    ),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 120,
    display: 'flex',
    renderCell: (params) => (
      <Chip size="small" variant="outlined" label={params.value} color={statusColor[params.row.status]} />
    ),
  },
];

export default function CellRendering() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter disableRowSelectionOnClick />
    </Box>
  );
}
