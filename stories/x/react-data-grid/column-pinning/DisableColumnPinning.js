import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';

const rows = [
  {
    id: 4812,
    subject: 'Cannot reset password',
    requester: 'Sofia Lindqvist',
    priority: 'High',
    agent: 'Jonas Becker',
    channel: 'Email',
    notes: 'Reset link expires before the email arrives.',
  },
  {
    id: 4813,
    subject: 'Invoice shows wrong VAT rate',
    requester: 'Mateo Rossi',
    priority: 'Medium',
    agent: 'Priya Raman',
    channel: 'Phone',
    notes: 'Italian VAT applied to a Swiss address.',
  },
  {
    id: 4814,
    subject: 'Export to CSV times out',
    requester: 'Hana Sato',
    priority: 'High',
    agent: 'Jonas Becker',
    channel: 'Chat',
    notes: 'Happens above 50,000 rows.',
  },
  {
    id: 4815,
    subject: 'Add dark mode to mobile app',
    requester: 'Lucas Moreau',
    priority: 'Low',
    agent: 'Diego Alvarez',
    channel: 'Email',
    notes: 'Feature request, forwarded to product.',
  },
  {
    id: 4816,
    subject: 'Duplicate charge on card',
    requester: 'Priya Raman',
    priority: 'Critical',
    agent: 'Amara Okafor',
    channel: 'Phone',
    notes: 'Refund issued, waiting for the bank.',
  },
];

const columns = [
  { field: 'id', headerName: 'Ticket', type: 'number', width: 90 },
  { field: 'subject', headerName: 'Subject', width: 220 },
  { field: 'priority', headerName: 'Priority', width: 100 },
  // Too wide to pin: readers cannot pin it from the menu.
  { field: 'notes', headerName: 'Notes', width: 320, pinnable: false },
  { field: 'requester', headerName: 'Requester', width: 150 },
  { field: 'agent', headerName: 'Agent', width: 140 },
  { field: 'channel', headerName: 'Channel', width: 100 },
];

export default function DisableColumnPinning() {
  const [pinningEnabled, setPinningEnabled] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={pinningEnabled} onChange={(event) => setPinningEnabled(event.target.checked)} />}
        label="Pinning from the column menu"
      />
      <Box sx={{ height: 360 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          hideFooter
          disableColumnPinning={!pinningEnabled}
          // Pinned from code: this works even when pinning is disabled.
          initialState={{ pinnedColumns: { left: ['id'] } }}
        />
      </Box>
    </Stack>
  );
}
