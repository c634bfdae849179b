import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef, type GridFilterModel } from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  hierarchy: string[];
  jobTitle: string;
  location: string;
}

const rows: Employee[] = [
  { id: 1, hierarchy: ['Amara Okafor'], jobTitle: 'Chief Executive Officer', location: 'London' },
  { id: 2, hierarchy: ['Amara Okafor', 'Thomas Müller'], jobTitle: 'Head of Engineering', location: 'Berlin' },
  { id: 3, hierarchy: ['Amara Okafor', 'Thomas Müller', 'Hana Sato'], jobTitle: 'Staff Engineer', location: 'Tokyo' },
  { id: 4, hierarchy: ['Amara Okafor', 'Thomas Müller', 'Lucas Moreau'], jobTitle: 'Engineering Manager', location: 'Paris' },
  { id: 5, hierarchy: ['Amara Okafor', 'Thomas Müller', 'Lucas Moreau', 'Inès Dubois'], jobTitle: 'Frontend Engineer', location: 'Paris' },
  { id: 6, hierarchy: ['Amara Okafor', 'Thomas Müller', 'Lucas Moreau', 'Karim Haddad'], jobTitle: 'Backend Engineer', location: 'Lyon' },
  { id: 7, hierarchy: ['Amara Okafor', 'Sofia Lindqvist'], jobTitle: 'Head of Sales', location: 'Stockholm' },
  { id: 8, hierarchy: ['Amara Okafor', 'Sofia Lindqvist', 'Mateo Rossi'], jobTitle: 'Account Executive', location: 'Milan' },
  { id: 9, hierarchy: ['Amara Okafor', 'Sofia Lindqvist', 'Priya Raman'], jobTitle: 'Sales Engineer', location: 'London' },
];

const columns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', width: 190 },
  { field: 'location', headerName: 'Location', width: 120 },
];

export default function TreeDataFiltering() {
  const [location, setLocation] = React.useState('');
  const [childrenFiltering, setChildrenFiltering] = React.useState(true);

  const filterModel = React.useMemo<GridFilterModel>(
    () => ({ items: location ? [{ field: 'location', operator: 'contains', value: location }] : [] }),
    [location],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <TextField
          label="Location contains"
          size="small"
          value={location}
          onChange={(event) => setLocation(event.target.value)}
        />
        <FormControlLabel
          control={<Switch checked={childrenFiltering} onChange={(event) => setChildrenFiltering(event.target.checked)} />}
          label="Filter children"
        />
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={(row) => row.hierarchy}
          groupingColDef={{ headerName: 'Employee', width: 240 }}
          defaultGroupingExpansionDepth={-1}
          filterModel={filterModel}
          disableChildrenFiltering={!childrenFiltering}
          density="compact"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
