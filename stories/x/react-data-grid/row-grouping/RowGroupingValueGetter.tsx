import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Hire {
  id: number;
  name: string;
  department: string;
  startDate: Date;
}

const rows: Hire[] = [
  { id: 1, name: 'Amara Okafor', department: 'Engineering', startDate: new Date(2019, 3, 1) },
  { id: 2, name: 'Lucas Moreau', department: 'Engineering', startDate: new Date(2017, 8, 18) },
  { id: 3, name: 'Hana Sato', department: 'Engineering', startDate: new Date(2022, 0, 10) },
  { id: 4, name: 'Diego Alvarez', department: 'Sales', startDate: new Date(2022, 5, 6) },
  { id: 5, name: 'Inès Dubois', department: 'Sales', startDate: new Date(2019, 10, 4) },
  { id: 6, name: 'Priya Raman', department: 'Design', startDate: new Date(2022, 2, 14) },
  { id: 7, name: 'Sofia Lindqvist', department: 'Design', startDate: new Date(2017, 1, 27) },
  { id: 8, name: 'Thomas Müller', department: 'Finance', startDate: new Date(2019, 6, 15) },
];


const columns: GridColDef<Hire>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 130 },
  {
    field: 'startYear',
    headerName: 'Start year',
    width: 110,
    // A derived column: no such field in the rows. Group rows have no start date.
    valueGetter: (_value, row) => (row.startDate ? String(row.startDate.getFullYear()) : undefined),
  },
];

export default function RowGroupingValueGetter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['startYear'] } }}
        defaultGroupingExpansionDepth={-1}
      />
    </Box>
  );
}
