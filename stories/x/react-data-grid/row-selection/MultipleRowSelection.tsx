import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Task {
  id: number;
  title: string;
  assignee: string;
  due: Date;
}

const rows: Task[] = [
  { id: 1, title: 'Draft the Q3 hiring plan', assignee: 'Hana Sato', due: new Date(2025, 6, 4) },
  { id: 2, title: 'Review vendor contracts', assignee: 'Priya Raman', due: new Date(2025, 6, 7) },
  { id: 3, title: 'Update onboarding guide', assignee: 'Jonas Becker', due: new Date(2025, 6, 9) },
  { id: 4, title: 'Prepare board slides', assignee: 'Diego Alvarez', due: new Date(2025, 6, 11) },
  { id: 5, title: 'Migrate the billing database', assignee: 'Amara Okafor', due: new Date(2025, 6, 15) },
  { id: 6, title: 'Refresh the design tokens', assignee: 'Lucas Moreau', due: new Date(2025, 6, 18) },
  { id: 7, title: 'Plan the customer summit', assignee: 'Diego Alvarez', due: new Date(2025, 6, 22) },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'assignee', headerName: 'Assignee', width: 140 },
  { field: 'due', headerName: 'Due', type: 'date', width: 110 },
];

export default function MultipleRowSelection() {
  return (
    <Box sx={{ height: 470, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} />
    </Box>
  );
}
