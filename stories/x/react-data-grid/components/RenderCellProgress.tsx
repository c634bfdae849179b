import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Milestone {
  id: number;
  milestone: string;
  owner: string;
  due: string;
  progress: number;
}

const rows: Milestone[] = [
  { id: 1, milestone: 'Checkout redesign', owner: 'Lena Vogel', due: '2026-04-10', progress: 0.82 },
  { id: 2, milestone: 'Mobile offline mode', owner: 'Ravi Patel', due: '2026-05-02', progress: 0.35 },
  { id: 3, milestone: 'Billing migration', owner: 'Hannah Cole', due: '2026-04-24', progress: 0.6 },
  { id: 4, milestone: 'Accessibility audit', owner: 'Mateo Silva', due: '2026-03-28', progress: 1 },
  { id: 5, milestone: 'Search relevance', owner: 'Yuki Sato', due: '2026-06-15', progress: 0.12 },
];

const columns: GridColDef<Milestone>[] = [
  {
    field: 'milestone',
    headerName: 'Milestone',
    flex: 1,
    minWidth: 170,
    renderHeader: () => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 'medium' }}>
        <FlagOutlinedIcon fontSize="small" color="action" />
        Milestone
      </Box>
    ),
  },
  { field: 'owner', headerName: 'Owner', width: 130 },
  { field: 'due', headerName: 'Due', width: 110 },
  {
    field: 'progress',
    headerName: 'Progress',
    width: 160,
    renderCell: ({ value }) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
        <LinearProgress
          variant="determinate"
          value={value * 100}
          color={value === 1 ? 'success' : 'primary'}
          sx={{ flex: 1 }}
          aria-label="Progress"
        />
        <Typography variant="caption" sx={{ width: 36, textAlign: 'end' }}>
          {Math.round(value * 100)}%
        </Typography>
      </Box>
    ),
  },
];

export default function RenderCellProgress() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
