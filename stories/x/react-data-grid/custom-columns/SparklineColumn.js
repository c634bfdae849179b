import * as React from 'react';
import Box from '@mui/material/Box';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { DataGrid } from '@mui/x-data-grid';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// Daily values for the last two weeks.
const rows = [
  {
    id: 1,
    site: 'shop.example.com',
    visitors: [4210, 4380, 4520, 4460, 4890, 5620, 5810, 4350, 4470, 4720, 4610, 5020, 5940, 6120],
    signups: [42, 51, 47, 45, 58, 71, 69, 44, 49, 53, 50, 61, 77, 80],
  },
  {
    id: 2,
    site: 'blog.example.com',
    visitors: [1830, 2010, 1940, 2280, 2150, 1320, 1210, 1890, 2240, 2060, 2410, 2190, 1380, 1260],
    signups: [8, 11, 9, 14, 12, 5, 4, 9, 13, 10, 15, 12, 6, 5],
  },
  {
    id: 3,
    site: 'docs.example.com',
    visitors: [3120, 3340, 3410, 3380, 3050, 980, 910, 3200, 3460, 3520, 3490, 3110, 1020, 940],
    signups: [17, 19, 21, 18, 16, 4, 3, 18, 22, 20, 21, 17, 5, 4],
  },
  {
    id: 4,
    site: 'status.example.com',
    visitors: [640, 610, 2980, 720, 650, 420, 390, 630, 660, 640, 610, 600, 410, 380],
    signups: [1, 0, 3, 1, 0, 0, 0, 1, 1, 0, 1, 0, 0, 0],
  },
];

// A column type for arrays of numbers, drawn as a sparkline.
const sparklineColumnType = {
  type: 'custom',
  width: 160,
  resizable: false,
  sortable: false,
  filterable: false,
  groupable: false,
  display: 'flex',
  // Exports and the clipboard get the numbers.
  valueFormatter: (value) => value.join(', '),
  renderCell: (params) => (
    <SparkLineChart
      data={params.value ?? []}
      height={40}
      width={params.colDef.computedWidth - 20}
      plotType={params.colDef.field === 'signups' ? 'bar' : 'line'}
      area={params.colDef.field !== 'signups'}
      xAxis={{ data: days }}
      showTooltip
      showHighlight
      title={`${params.colDef.headerName}, last 14 days`}
    />
  ),
};

const columns = [
  { field: 'site', headerName: 'Website', flex: 1, minWidth: 160 },
  {
    field: 'total',
    headerName: 'Visitors (14 days)',
    type: 'number',
    width: 150,
    valueGetter: (_value, row) => row.visitors.reduce((sum, count) => sum + count, 0),
  },
  { field: 'visitors', headerName: 'Visitors', ...sparklineColumnType },
  { field: 'signups', headerName: 'Sign-ups', ...sparklineColumnType },
];

export default function SparklineColumn() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
