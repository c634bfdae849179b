import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid } from '@mui/x-data-grid';

const SUBJECTS = [
  'Cannot reset my password',
  'Invoice shows the wrong VAT',
  'Export to CSV times out',
  'Add a second admin to our account',
  'Mobile app crashes on login',
  'Change the billing address',
  'Webhook retries too often',
  'Dark mode contrast on charts',
];
const REQUESTERS = ['Amara Okafor', 'Lucas Moreau', 'Hana Sato', 'Diego Alvarez', 'Priya Raman'];
const STATUSES = ['Open', 'Pending', 'Solved'];

const rows = Array.from({ length: 36 }, (_, index) => ({
  id: 4810 + index,
  subject: SUBJECTS[index % SUBJECTS.length],
  requester: REQUESTERS[(index * 3) % REQUESTERS.length],
  status: STATUSES[(index * 5) % STATUSES.length],
}));

const columns = [
  { field: 'id', headerName: 'Ticket', width: 80 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'requester', headerName: 'Requester', width: 140 },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function AutoPageSize() {
  const [height, setHeight] = React.useState(360);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={height}
        onChange={(_event, value) => value !== null && setHeight(value)}
        aria-label="Grid height"
      >
        <ToggleButton value={300}>300 px</ToggleButton>
        <ToggleButton value={360}>360 px</ToggleButton>
        <ToggleButton value={480}>480 px</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height }}>
        {/* The page holds as many rows as fit above the footer: no vertical scroll bar. */}
        <DataGrid rows={rows} columns={columns} autoPageSize />
      </Box>
    </Stack>
  );
}
