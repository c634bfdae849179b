import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  {
    id: 1201,
    title: 'Checkout API returns 502 errors',
    severity: 'Critical',
    service: 'Payments',
    summary: 'Card payments fail for about 30 % of EU customers.',
  },
  { id: 1202, title: 'Slow image thumbnails', severity: 'Minor', service: 'Media' },
  { id: 1203, title: 'Password reset emails delayed', severity: 'Major', service: 'Accounts' },
  { id: 1204, title: 'Search index out of date', severity: 'Minor', service: 'Search' },
  {
    id: 1205,
    title: 'Warehouse sync stopped',
    severity: 'Critical',
    service: 'Inventory',
    summary: 'Stock levels frozen since the 02:00 UTC deploy.',
  },
  { id: 1206, title: 'Typo on the pricing page', severity: 'Minor', service: 'Website' },
];

const columns = [
  { field: 'id', headerName: 'Incident', type: 'number', width: 90, valueFormatter: (value) => `#${value}` },
  {
    field: 'title',
    headerName: 'Title',
    flex: 1,
    minWidth: 240,
    renderCell: ({ row }) =>
      row.summary ? (
        <Box sx={{ py: 1, lineHeight: 1.4, whiteSpace: 'normal' }}>
          <Typography variant="body2" component="p" sx={{ fontWeight: 500 }}>
            {row.title}
          </Typography>
          <Typography variant="body2" component="p" color="text.secondary">
            {row.summary}
          </Typography>
        </Box>
      ) : (
        row.title
      ),
  },
  { field: 'severity', headerName: 'Severity', width: 100 },
  { field: 'service', headerName: 'Service', width: 110 },
];

// Outside the component, so its reference never changes.
function getRowHeight({ model, densityFactor }) {
  if (model.summary) {
    // Numbers are not scaled by the density: apply the factor yourself.
    return Math.round(96 * densityFactor);
  }
  // null: the row keeps the default height for the current density.
  return null;
}

export default function VariableRowHeight() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowHeight={getRowHeight} hideFooter />
    </Box>
  );
}
