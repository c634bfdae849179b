import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    name: 'Amara Okafor',
    department: 'Engineering',
    title: 'Staff engineer',
    office: 'Lagos',
    startDate: new Date(2019, 3, 1),
  },
  {
    id: 2,
    name: 'Lukas Berger',
    department: 'Finance',
    title: 'Controller',
    office: 'Vienna',
    startDate: new Date(2021, 8, 13),
  },
  {
    id: 3,
    name: 'Sofia Marín',
    department: 'Design',
    title: 'Product designer',
    office: 'Madrid',
    startDate: new Date(2022, 0, 10),
  },
  {
    id: 4,
    name: 'Kenji Watanabe',
    department: 'Engineering',
    title: 'Engineering manager',
    office: 'Tokyo',
    startDate: new Date(2017, 5, 19),
  },
  {
    id: 5,
    name: 'Priya Raman',
    department: 'Sales',
    title: 'Account executive',
    office: 'London',
    startDate: new Date(2023, 2, 6),
  },
  {
    id: 6,
    name: 'Tomás Silva',
    department: 'Support',
    title: 'Support lead',
    office: 'Lisbon',
    startDate: new Date(2020, 10, 2),
  },
];

const columns = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'title', headerName: 'Job title', width: 180 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 120 },
];

export default function DefaultToolbar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="Staff directory"
        showToolbar
        slotProps={{ toolbar: { csvOptions: { fileName: 'staff-directory' }, printOptions: { hideFooter: true } } }}
      />
    </Box>
  );
}
