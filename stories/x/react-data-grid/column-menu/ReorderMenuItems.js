import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  {
    id: 4812,
    subject: 'Cannot reset password',
    requester: 'Sofia Lindqvist',
    priority: 'High',
    openedOn: new Date(2025, 0, 13),
  },
  {
    id: 4813,
    subject: 'Invoice shows wrong VAT rate',
    requester: 'Mateo Rossi',
    priority: 'Medium',
    openedOn: new Date(2025, 0, 13),
  },
  {
    id: 4814,
    subject: 'Export to CSV times out',
    requester: 'Hana Sato',
    priority: 'High',
    openedOn: new Date(2025, 0, 14),
  },
  {
    id: 4815,
    subject: 'Add dark mode to mobile app',
    requester: 'Lucas Moreau',
    priority: 'Low',
    openedOn: new Date(2025, 0, 15),
  },
  {
    id: 4816,
    subject: 'Duplicate charge on card',
    requester: 'Priya Raman',
    priority: 'Critical',
    openedOn: new Date(2025, 0, 16),
  },
];

const columns = [
  { field: 'id', headerName: 'Ticket', type: 'number', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'requester', headerName: 'Requester', width: 150 },
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'openedOn', headerName: 'Opened on', type: 'date', width: 120 },
];

export default function ReorderMenuItems() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slotProps={{
          columnMenu: {
            // Lower numbers come first. The defaults are sort 10, filter 20, columns 30.
            slotProps: {
              columnMenuFilterItem: { displayOrder: 0 },
              columnMenuSortItem: { displayOrder: 20 },
            },
          },
        }}
      />
    </Box>
  );
}
