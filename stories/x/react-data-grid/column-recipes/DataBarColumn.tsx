import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface Project {
  id: number;
  project: string;
  lead: string;
  budget: number;
  spent: number;
}

const rows: Project[] = [
  { id: 1, project: 'Checkout redesign', lead: 'Chloé Laurent', budget: 120000, spent: 96500 },
  { id: 2, project: 'Data warehouse migration', lead: 'Hana Sato', budget: 340000, spent: 362800 },
  { id: 3, project: 'Mobile app 3.0', lead: 'Lucas Moreau', budget: 210000, spent: 88400 },
  { id: 4, project: 'Support chatbot', lead: 'Jonas Becker', budget: 45000, spent: 44100 },
  { id: 5, project: 'Accessibility audit', lead: 'Priya Raman', budget: 30000, spent: 12900 },
  { id: 6, project: 'Partner API', lead: 'Diego Alvarez', budget: 95000, spent: 101300 },
];

const usd = (value: number) => `$${value.toLocaleString('en-US')}`;

// The bar is drawn behind the number, as wide as the share of the budget used (capped at 100%).
function BudgetUsedCell({ value }: GridRenderCellParams<Project, number>) {
  if (value == null) {
    return null;
  }
  const over = value > 1;
  return (
    <Box sx={{ position: 'relative', height: '100%', display: 'flex', alignItems: 'center' }}>
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          insetInlineStart: 0,
          top: '25%',
          height: '50%',
          width: `${Math.min(value, 1) * 100}%`,
          borderRadius: 0.5,
          bgcolor: over ? 'error.main' : 'primary.main',
          opacity: 0.24,
        }}
      />
      <Box component="span" sx={{ position: 'relative', px: 1, fontVariantNumeric: 'tabular-nums' }}>
        {`${Math.round(value * 100)}%`}
        {over ? ' (over budget)' : ''}
      </Box>
    </Box>
  );
}

const columns: GridColDef<Project>[] = [
  { field: 'project', headerName: 'Project', flex: 1, minWidth: 170 },
  {
    field: 'used',
    headerName: 'Budget used',
    type: 'number',
    width: 180,
    align: 'left',
    headerAlign: 'left',
    // A real number behind the bar: sorting, filtering and export keep working.
    valueGetter: (value, row) => row.spent / row.budget,
    valueFormatter: (value: number) => `${Math.round(value * 100)}%`,
    renderCell: (params) => <BudgetUsedCell {...params} />,
  },
  { field: 'budget', headerName: 'Budget', type: 'number', width: 110, valueFormatter: usd },
  { field: 'spent', headerName: 'Spent', type: 'number', width: 110, valueFormatter: usd },
  { field: 'lead', headerName: 'Lead', width: 140 },
];

export default function DataBarColumn() {
  return (
    <Box sx={{ height: 390, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{ sorting: { sortModel: [{ field: 'used', sort: 'desc' }] } }}
      />
    </Box>
  );
}
