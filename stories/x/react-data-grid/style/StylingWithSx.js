import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Amara Okafor', role: 'Backend engineer', office: 'Lagos', startDate: new Date(2019, 2, 11) },
  { id: 2, name: 'Lucas Moreau', role: 'Product designer', office: 'Paris', startDate: new Date(2021, 7, 2) },
  { id: 3, name: 'Hana Sato', role: 'Engineering manager', office: 'Tokyo', startDate: new Date(2016, 10, 21) },
  { id: 4, name: 'Diego Alvarez', role: 'Account executive', office: 'Madrid', startDate: new Date(2022, 0, 17) },
  { id: 5, name: 'Jonas Becker', role: 'Support specialist', office: 'Berlin', startDate: new Date(2023, 5, 26) },
];

const columns = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 180 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 120 },
];

export default function StylingWithSx() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={{
          border: 2,
          borderColor: 'primary.main',
          borderRadius: 2,
          boxShadow: 2,
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 'fontWeightBold' },
          '& .MuiDataGrid-cell:hover': { color: 'primary.dark' },
          '& .MuiDataGrid-row:hover': { bgcolor: 'action.selected' },
        }}
      />
    </Box>
  );
}
