import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  gridDateComparator,
  type GridColDef,
  type GridComparatorFn,
  type GridSortDirection,
} from '@mui/x-data-grid';

interface Task {
  id: number;
  task: string;
  owner: string;
  due: Date | null;
}

const rows: Task[] = [
  { id: 1, task: 'Renew SSL certificates', owner: 'Hana Sato', due: new Date(2024, 9, 4) },
  { id: 2, task: 'Write onboarding guide', owner: 'Lucas Moreau', due: null },
  { id: 3, task: 'Migrate billing database', owner: 'Amara Okafor', due: new Date(2024, 10, 18) },
  { id: 4, task: 'Review vendor contract', owner: 'Diego Alvarez', due: new Date(2024, 9, 21) },
  { id: 5, task: 'Clean up old feature flags', owner: 'Priya Raman', due: null },
  { id: 6, task: 'Plan team offsite', owner: 'Jonas Becker', due: new Date(2024, 11, 2) },
];

// Tasks without a due date stay at the bottom whichever way the dates are sorted.
const getDueComparator = (direction: GridSortDirection): GridComparatorFn<Date | null> => {
  const sign = direction === 'desc' ? -1 : 1;
  return (first, second, cellParams1, cellParams2) => {
    if (first === null || second === null) {
      return Number(first === null) - Number(second === null);
    }
    return sign * gridDateComparator(first, second, cellParams1, cellParams2);
  };
};

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'owner', headerName: 'Owner', width: 140 },
  { field: 'due', headerName: 'Due', type: 'date', width: 120, getSortComparator: getDueComparator },
];

export default function NullsLast() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
