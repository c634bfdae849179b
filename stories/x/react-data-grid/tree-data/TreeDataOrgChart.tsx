import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  hierarchy: string[];
  jobTitle: string;
  location: string;
  startDate: Date;
}

// Each row lists the names from the top of the organization down to the employee.
const rows: Employee[] = [
  { id: 1, hierarchy: ['Amara Okafor'], jobTitle: 'Chief Executive Officer', location: 'London', startDate: new Date(2014, 2, 3) },
  { id: 2, hierarchy: ['Amara Okafor', 'Thomas Müller'], jobTitle: 'Head of Engineering', location: 'Berlin', startDate: new Date(2016, 8, 12) },
  { id: 3, hierarchy: ['Amara Okafor', 'Thomas Müller', 'Hana Sato'], jobTitle: 'Staff Engineer', location: 'Tokyo', startDate: new Date(2018, 0, 8) },
  { id: 4, hierarchy: ['Amara Okafor', 'Thomas Müller', 'Lucas Moreau'], jobTitle: 'Engineering Manager', location: 'Paris', startDate: new Date(2019, 4, 20) },
  { id: 5, hierarchy: ['Amara Okafor', 'Thomas Müller', 'Lucas Moreau', 'Inès Dubois'], jobTitle: 'Frontend Engineer', location: 'Paris', startDate: new Date(2021, 6, 1) },
  { id: 6, hierarchy: ['Amara Okafor', 'Thomas Müller', 'Lucas Moreau', 'Karim Haddad'], jobTitle: 'Backend Engineer', location: 'Lyon', startDate: new Date(2022, 1, 14) },
  { id: 7, hierarchy: ['Amara Okafor', 'Sofia Lindqvist'], jobTitle: 'Head of Sales', location: 'Stockholm', startDate: new Date(2017, 3, 18) },
  { id: 8, hierarchy: ['Amara Okafor', 'Sofia Lindqvist', 'Mateo Rossi'], jobTitle: 'Account Executive', location: 'Milan', startDate: new Date(2020, 9, 5) },
  { id: 9, hierarchy: ['Amara Okafor', 'Sofia Lindqvist', 'Priya Raman'], jobTitle: 'Sales Engineer', location: 'London', startDate: new Date(2023, 0, 9) },
  { id: 10, hierarchy: ['Amara Okafor', 'Diego Alvarez'], jobTitle: 'Head of Finance', location: 'Madrid', startDate: new Date(2015, 10, 2) },
];

const columns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', width: 200 },
  { field: 'location', headerName: 'Location', width: 120 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 120 },
];

const getTreeDataPath = (row: Employee) => row.hierarchy;

export default function TreeDataOrgChart() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
