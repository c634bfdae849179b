import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import {
  DataGridPremium,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid-premium';

// mulberry32: a small seeded PRNG, so the data is the same on every render.
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const firstNames = ['Amara', 'Lucas', 'Hana', 'Diego', 'Priya', 'Jonas', 'Chloé', 'Mateo', 'Sofia', 'Kwame', 'Elif', 'Noah'];
const lastNames = ['Okafor', 'Moreau', 'Sato', 'Alvarez', 'Raman', 'Becker', 'Laurent', 'Rossi', 'Lindqvist', 'Mensah', 'Yılmaz', 'Walsh'];
const teams = ['Engineering', 'Design', 'Sales', 'Finance', 'Support'];
const offices = ['Berlin', 'Lagos', 'Lisbon', 'Montréal', 'Tokyo'];
const levels = ['Junior', 'Mid-level', 'Senior', 'Lead'] as const;

interface Employee {
  id: number;
  name: string;
  team: string;
  level: (typeof levels)[number];
  office: string;
  startDate: Date;
  salary: number;
  rating: number;
  remote: boolean;
}

const random = mulberry32(2025);
const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)];

const rows: Employee[] = Array.from({ length: 40 }, (_, index) => {
  const level = pick(levels);
  const base = { Junior: 52000, 'Mid-level': 68000, Senior: 88000, Lead: 104000 }[level];
  return {
    id: index + 1,
    name: `${firstNames[index % firstNames.length]} ${pick(lastNames)}`,
    team: pick(teams),
    level,
    office: pick(offices),
    startDate: new Date(2016 + Math.floor(random() * 9), Math.floor(random() * 12), 1 + Math.floor(random() * 28)),
    salary: Math.round((base + random() * 18000) / 100) * 100,
    rating: 1 + Math.floor(random() * 5),
    remote: random() > 0.6,
  };
});

const levelColor = { Junior: 'default', 'Mid-level': 'primary', Senior: 'secondary', Lead: 'success' } as const;

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170, editable: true },
  {
    field: 'team',
    headerName: 'Team',
    type: 'singleSelect',
    valueOptions: teams,
    width: 130,
    editable: true,
  },
  {
    field: 'level',
    headerName: 'Level',
    type: 'singleSelect',
    valueOptions: [...levels],
    width: 120,
    display: 'flex',
    editable: true,
    renderCell: (params) =>
      params.value ? (
        <Chip size="small" variant="outlined" label={params.value} color={levelColor[params.value as Employee['level']]} />
      ) : null,
  },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90, editable: true },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 120, editable: true },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    editable: true,
    valueFormatter: (value: number) => (value == null ? '' : `$${Math.round(value).toLocaleString('en-US')}`),
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 150,
    display: 'flex',
    renderCell: (params) =>
      params.aggregation ? (
        params.formattedValue
      ) : (
        <Rating value={params.value} readOnly size="small" aria-label={`${params.value} out of 5`} />
      ),
  },
];

const columnGroupingModel: GridColumnGroupingModel = [
  { groupId: 'Employee', children: [{ field: 'name' }, { field: 'team' }, { field: 'level' }] },
  { groupId: 'Workplace', children: [{ field: 'office' }, { field: 'remote' }, { field: 'startDate' }] },
  { groupId: 'Review', children: [{ field: 'salary' }, { field: 'rating' }] },
];

export default function FeatureShowcase() {
  return (
    <Box sx={{ height: 560, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        label="Employees"
        showToolbar
        checkboxSelection
        disableRowSelectionOnClick
        columnGroupingModel={columnGroupingModel}
        pagination
        pageSizeOptions={[10, 25, 50]}
        initialState={{
          pagination: { paginationModel: { pageSize: 10 } },
          pinnedColumns: { left: ['__check__', 'name'] },
          sorting: {
            sortModel: [
              { field: 'team', sort: 'asc' },
              { field: 'salary', sort: 'desc' },
            ],
          },
          aggregation: { model: { salary: 'avg', rating: 'avg' } },
        }}
      />
    </Box>
  );
}
