import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

// A small seeded generator, so every load shows the same notes.
function mulberry32(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const projects = [
  'Mobile app redesign',
  'Data warehouse migration',
  'Payroll integration',
  'Customer portal',
  'Warehouse scanners',
  'SSO rollout',
  'Pricing experiment',
  'Accessibility audit',
  'Invoice OCR',
  'Partner API v2',
];

const updates = [
  'On track.',
  'Waiting for legal review of the contract.',
  'Design sign-off done; development starts Monday.',
  'Blocked: the vendor has not delivered the test environment yet, escalated to their account manager.',
  'Two of five milestones complete.',
  'Scope reduced after the budget review; the reporting module moves to next quarter.',
  'Load tests passed at twice the expected peak.',
  'Team at half capacity this week (holidays).',
];

const WEEKS = 26;

const random = mulberry32(42);
const rows = projects.map((project, index) => {
  const row = { id: index + 1, project };
  for (let week = 1; week <= WEEKS; week += 1) {
    row[`w${week}`] = updates[Math.floor(random() * updates.length)];
  }
  return row;
});

const columns = [
  { field: 'project', headerName: 'Project', width: 170 },
  ...Array.from({ length: WEEKS }, (_, index) => ({
    field: `w${index + 1}`,
    headerName: `Week ${index + 1}, 2025`,
    width: 200,
    sortable: false,
  })),
];

const getRowHeight = () => 'auto';

export default function VirtualizedAutoHeight() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        virtualizeColumnsWithAutoRowHeight
        hideFooter
        sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
      />
    </Box>
  );
}
