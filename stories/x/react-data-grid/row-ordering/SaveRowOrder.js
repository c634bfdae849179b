import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';

const initialTasks = [
  { id: 'OPS-101', title: 'Renew the TLS certificates', owner: 'Grace Liu', estimate: 2 },
  { id: 'OPS-102', title: 'Move backups to the new bucket', owner: 'Sven Larsen', estimate: 5 },
  { id: 'OPS-103', title: 'Upgrade PostgreSQL to 16', owner: 'Amara Okafor', estimate: 8 },
  { id: 'OPS-104', title: 'Rotate the API keys', owner: 'Grace Liu', estimate: 1 },
  { id: 'OPS-105', title: 'Write the incident runbook', owner: 'Diego Alvarez', estimate: 3 },
];

// The fake server stores the order as a list of ids and answers after a short delay.
let savedOrder = initialTasks.map((task) => task.id);

function saveOrder(ids) {
  return new Promise((resolve) => {
    setTimeout(() => {
      savedOrder = ids;
      resolve(savedOrder);
    }, 600);
  });
}

function moveItem(items, from, to) {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

const columns = [
  { field: 'id', headerName: 'Task', width: 100 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'owner', headerName: 'Owner', width: 140 },
  { field: 'estimate', headerName: 'Days', type: 'number', width: 80 },
];

export default function SaveRowOrder() {
  const [tasks, setTasks] = React.useState(initialTasks);
  const [saving, setSaving] = React.useState(false);
  const [status, setStatus] = React.useState('Priority order saved.');

  const handleRowOrderChange = async ({ oldIndex, targetIndex }) => {
    const next = moveItem(tasks, oldIndex, targetIndex);
    // Keep the new order in state right away, so the rows do not jump back while saving.
    setTasks(next);
    setSaving(true);
    setStatus('Saving…');
    const order = await saveOrder(next.map((task) => task.id));
    setSaving(false);
    setStatus(`Priority order saved: ${order.join(', ')}.`);
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          rows={tasks}
          columns={columns}
          rowReordering
          onRowOrderChange={handleRowOrderChange}
          loading={saving}
          hideFooter
        />
      </Box>
      <Typography variant="body2" component="p" role="status">
        {status}
      </Typography>
    </Stack>
  );
}
