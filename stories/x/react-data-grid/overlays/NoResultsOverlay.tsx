import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  office: string;
}

const rows: Employee[] = [
  { id: 1, name: 'Amara Okafor', department: 'Engineering', office: 'Lagos' },
  { id: 2, name: 'Lucas Moreau', department: 'Design', office: 'Paris' },
  { id: 3, name: 'Hana Sato', department: 'Engineering', office: 'Tokyo' },
  { id: 4, name: 'Diego Alvarez', department: 'Sales', office: 'Madrid' },
  { id: 5, name: 'Jonas Becker', department: 'Support', office: 'Berlin' },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 110 },
];

export default function NoResultsOverlay() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar />
    </Box>
  );
}
