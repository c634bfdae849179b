import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, repository: 'acme/checkout-service', language: 'TypeScript', stars: 1842, openIssues: 37 },
  { id: 2, repository: 'acme/design-tokens', language: 'JavaScript', stars: 612, openIssues: 4 },
  { id: 3, repository: 'acme/billing-engine', language: 'Go', stars: 2290, openIssues: 58 },
  { id: 4, repository: 'acme/mobile-app', language: 'Kotlin', stars: 945, openIssues: 21 },
];

const columns = [
  { field: 'repository', headerName: 'Repository', width: 220 },
  { field: 'language', headerName: 'Language', width: 130 },
  // No `width`: the column is 100 pixels wide.
  { field: 'stars', headerName: 'Stars', type: 'number' },
  { field: 'openIssues', headerName: 'Open issues', type: 'number', width: 120 },
];

export default function ColumnWidth() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
