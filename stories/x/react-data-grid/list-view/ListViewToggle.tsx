import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import GridViewIcon from '@mui/icons-material/GridOn';
import ListIcon from '@mui/icons-material/ViewList';
import {
  DataGridPro,
  type GridColDef,
  type GridListViewColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  name: string;
  role: string;
  department: string;
  office: string;
  email: string;
}

const rows: Employee[] = [
  { id: 1, name: 'Amara Okafor', role: 'Engineering manager', department: 'Engineering', office: 'Lagos', email: 'amara.okafor@acme.dev' },
  { id: 2, name: 'Jonas Becker', role: 'Frontend engineer', department: 'Engineering', office: 'Berlin', email: 'jonas.becker@acme.dev' },
  { id: 3, name: 'Mei Tanaka', role: 'Product designer', department: 'Design', office: 'Tokyo', email: 'mei.tanaka@acme.dev' },
  { id: 4, name: 'Lucía Fernández', role: 'Account executive', department: 'Sales', office: 'Madrid', email: 'lucia.fernandez@acme.dev' },
  { id: 5, name: 'Noah Williams', role: 'Data analyst', department: 'Finance', office: 'Toronto', email: 'noah.williams@acme.dev' },
  { id: 6, name: 'Priya Raman', role: 'Backend engineer', department: 'Engineering', office: 'Bengaluru', email: 'priya.raman@acme.dev' },
  { id: 7, name: 'Elif Demir', role: 'Recruiter', department: 'People', office: 'Istanbul', email: 'elif.demir@acme.dev' },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'role', headerName: 'Role', width: 180 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'email', headerName: 'Email', width: 220 },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

function EmployeeListCell(params: GridRenderCellParams<Employee>) {
  const { name, role, department, office } = params.row;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
      <Avatar sx={{ width: 36, height: 36, fontSize: 14, bgcolor: 'primary.main', color: 'primary.contrastText' }}>{initials(name)}</Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {role} · {department}, {office}
        </Typography>
      </Box>
    </Stack>
  );
}

const listViewColumn: GridListViewColDef<Employee> = {
  field: 'listColumn',
  renderCell: (params) => <EmployeeListCell {...params} />,
};

export default function ListViewToggle() {
  const [view, setView] = React.useState<'grid' | 'list'>('grid');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, next) => next && setView(next)}
        aria-label="Layout"
      >
        <ToggleButton value="grid">
          <GridViewIcon fontSize="small" sx={{ mr: 0.75 }} />
          Grid
        </ToggleButton>
        <ToggleButton value="list">
          <ListIcon fontSize="small" sx={{ mr: 0.75 }} />
          List
        </ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          listView={view === 'list'}
          listViewColumn={listViewColumn}
          rowHeight={view === 'list' ? 64 : 52}
          label="Employees"
          showToolbar
          hideFooter
          // In list view, the only visible column is the list column: search all columns.
          initialState={{ filter: { filterModel: { items: [], quickFilterExcludeHiddenColumns: false } } }}
        />
      </Box>
    </Stack>
  );
}
