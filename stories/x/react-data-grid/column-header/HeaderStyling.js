import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, region: 'North', q1: 412, q2: 455, q3: 498, q4: 530 },
  { id: 2, region: 'South', q1: 388, q2: 401, q3: 376, q4: 420 },
  { id: 3, region: 'East', q1: 295, q2: 322, q3: 351, q4: 369 },
  { id: 4, region: 'West', q1: 510, q2: 487, q3: 522, q4: 561 },
];

const columns = [
  { field: 'region', headerName: 'Region', width: 110, headerClassName: 'region-header' },
  // Numbers are right-aligned by default; these headers are centered above them.
  ...['q1', 'q2', 'q3', 'q4'].map((quarter) => ({
    field: quarter,
    headerName: quarter.toUpperCase(),
    type: 'number',
    width: 90,
    headerAlign: 'center',
    align: 'center',
    // A function receives the header's parameters: highlight the latest quarter.
    headerClassName: ({ field }) => (field === 'q4' ? 'latest-header' : ''),
  })),
];

export default function HeaderStyling() {
  return (
    <Box
      sx={(theme) => ({
        height: 320,
        width: '100%',
        '& .region-header': {
          backgroundColor: alpha(theme.palette.primary.main, 0.08),
        },
        '& .latest-header': {
          backgroundColor: alpha(theme.palette.secondary.main, 0.12),
          fontWeight: 700,
        },
        '& .latest-header .MuiDataGrid-columnHeaderTitle': {
          fontWeight: 700,
        },
      })}
    >
      <DataGrid rows={rows} columns={columns} hideFooter showColumnVerticalBorder />
    </Box>
  );
}
