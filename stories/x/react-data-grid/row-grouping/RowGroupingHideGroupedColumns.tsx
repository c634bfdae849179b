import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Employee {
  id: number;
  name: string;
  department: string;
  office: string;
  role: string;
  salary: number;
}

const rows: Employee[] = [
  { id: 1, name: 'Amara Okafor', department: 'Engineering', office: 'Lisbon', role: 'Staff engineer', salary: 98_000 },
  { id: 2, name: 'Lucas Moreau', department: 'Engineering', office: 'Berlin', role: 'Engineering manager', salary: 112_000 },
  { id: 3, name: 'Hana Sato', department: 'Engineering', office: 'Lisbon', role: 'Frontend engineer', salary: 84_000 },
  { id: 4, name: 'Diego Alvarez', department: 'Sales', office: 'Toronto', role: 'Account executive', salary: 72_000 },
  { id: 5, name: 'Inès Dubois', department: 'Sales', office: 'Berlin', role: 'Sales manager', salary: 91_000 },
  { id: 6, name: 'Priya Raman', department: 'Design', office: 'Lisbon', role: 'Product designer', salary: 79_000 },
  { id: 7, name: 'Sofia Lindqvist', department: 'Design', office: 'Toronto', role: 'UX researcher', salary: 76_000 },
  { id: 8, name: 'Thomas Müller', department: 'Finance', office: 'Berlin', role: 'Controller', salary: 88_000 },
  { id: 9, name: 'Mateo Rossi', department: 'Engineering', office: 'Toronto', role: 'Backend engineer', salary: 87_000 },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'role', headerName: 'Role', width: 180 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : `€${value.toLocaleString('en-US')}`),
  },
];

export default function RowGroupingHideGroupedColumns() {
  const apiRef = useGridApiRef();
  // Hides the columns of the initial model, then follows every change to the model.
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['department'] } },
  });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} initialState={initialState} />
    </Box>
  );
}
