import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowSpacingParams } from '@mui/x-data-grid';

interface Task {
  id: number;
  task: string;
  owner: string;
  due: string;
  progress: number;
}

const rows: Task[] = [
  { id: 1, task: 'Draft the Q3 budget', owner: 'Priya Raman', due: '2025-06-13', progress: 80 },
  { id: 2, task: 'Renew the office lease', owner: 'Jonas Becker', due: '2025-06-20', progress: 35 },
  { id: 3, task: 'Hire two support agents', owner: 'Amara Okafor', due: '2025-07-01', progress: 50 },
  { id: 4, task: 'Migrate the wiki', owner: 'Hana Sato', due: '2025-07-04', progress: 10 },
  { id: 5, task: 'Plan the team offsite', owner: 'Lucas Moreau', due: '2025-07-18', progress: 0 },
];

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 180 },
  { field: 'owner', headerName: 'Owner', width: 130 },
  { field: 'due', headerName: 'Due', width: 110 },
  { field: 'progress', headerName: 'Progress', type: 'number', width: 100, valueFormatter: (value: number) => `${value} %` },
];

// 8 px between rows; none above the first row and none below the last one.
function getRowSpacing(params: GridRowSpacingParams) {
  return {
    top: params.isFirstVisible ? 0 : 4,
    bottom: params.isLastVisible ? 0 : 4,
  };
}

export default function RowSpacing() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowSpacing={getRowSpacing}
        hideFooter
        sx={{
          // The margins show the grid's background: tint the rows so they read as separate cards.
          '& .MuiDataGrid-row': { bgcolor: 'action.hover', borderRadius: 1 },
          '& .MuiDataGrid-cell': { borderTopColor: 'transparent' },
        }}
      />
    </Box>
  );
}
