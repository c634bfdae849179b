import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Task {
  id: number;
  task: string;
  owner: string;
  estimate: number;
}

const backlog: Task[] = [
  { id: 1, task: 'Draft release notes', owner: 'Amara Okafor', estimate: 2 },
  { id: 2, task: 'Review pricing page copy', owner: 'Lucas Moreau', estimate: 1 },
  { id: 3, task: 'Migrate billing webhooks', owner: 'Hana Sato', estimate: 5 },
  { id: 4, task: 'Update onboarding emails', owner: 'Diego Alvarez', estimate: 3 },
  { id: 5, task: 'Audit color contrast', owner: 'Chloé Laurent', estimate: 2 },
  { id: 6, task: 'Close Q1 support tickets', owner: 'Jonas Becker', estimate: 4 },
  { id: 7, task: 'Archive old dashboards', owner: 'Priya Raman', estimate: 1 },
];

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 180 },
  { field: 'owner', headerName: 'Owner', width: 140 },
  { field: 'estimate', headerName: 'Days', type: 'number', width: 80 },
];

export default function FlexParent() {
  const [count, setCount] = React.useState(3);
  const rows = React.useMemo(() => backlog.slice(0, count), [count]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setCount((c) => Math.min(c + 1, backlog.length))}
          disabled={count === backlog.length}
        >
          Add task
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setCount((c) => Math.max(c - 1, 0))}
          disabled={count === 0}
        >
          Remove task
        </Button>
      </Stack>
      {/* A column flex container without a height: the grid is as tall as its rows. */}
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
