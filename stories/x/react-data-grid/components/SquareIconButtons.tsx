import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { DataGrid, type GridColDef, type GridSlotProps } from '@mui/x-data-grid';

const rows = [
  { id: 1, ticket: 'HD-801', subject: 'VPN drops every hour', requester: 'Mei Lin', priority: 'High' },
  { id: 2, ticket: 'HD-802', subject: 'New laptop for onboarding', requester: 'Tom Walsh', priority: 'Normal' },
  { id: 3, ticket: 'HD-803', subject: 'Printer on floor 3 jams', requester: 'Ana Costa', priority: 'Low' },
  { id: 4, ticket: 'HD-804', subject: 'Shared drive access', requester: 'Omar Haddad', priority: 'Normal' },
  { id: 5, ticket: 'HD-805', subject: 'Password reset loop', requester: 'Julia Nowak', priority: 'High' },
];

const columns: GridColDef[] = [
  { field: 'ticket', headerName: 'Ticket', width: 100 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'requester', headerName: 'Requester', width: 130 },
  { field: 'priority', headerName: 'Priority', width: 100 },
];

// Every icon button of the grid (toolbar, header menus, sort buttons) renders through this slot.
function SquareIconButton(props: GridSlotProps['baseIconButton']) {
  const { label, ...other } = props;
  return (
    <IconButton
      {...other}
      aria-label={label ?? other['aria-label']}
      data-square-button=""
      sx={{ borderRadius: 1, border: 1, borderColor: 'divider' }}
    />
  );
}

export default function SquareIconButtons() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar slots={{ baseIconButton: SquareIconButton }} />
    </Box>
  );
}
