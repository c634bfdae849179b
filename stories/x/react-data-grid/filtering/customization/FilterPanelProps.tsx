import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  role: string;
  office: string;
  startYear: number;
}

const rows: Employee[] = [
  { id: 1, name: 'Amara Okafor', role: 'Staff engineer', office: 'Lagos', startYear: 2019 },
  { id: 2, name: 'Lucas Moreau', role: 'Product designer', office: 'Paris', startYear: 2021 },
  { id: 3, name: 'Hana Sato', role: 'Engineering manager', office: 'Tokyo', startYear: 2016 },
  { id: 4, name: 'Diego Alvarez', role: 'Account executive', office: 'Madrid', startYear: 2022 },
  { id: 5, name: 'Priya Raman', role: 'Financial analyst', office: 'Singapore', startYear: 2018 },
  { id: 6, name: 'Jonas Becker', role: 'Support specialist', office: 'Berlin', startYear: 2023 },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 180 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'startYear', headerName: 'Start year', type: 'number', width: 100, valueFormatter: (value: number) => String(value) },
];

export default function FilterPanelProps() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        showToolbar
        slotProps={{
          filterPanel: {
            // List the columns alphabetically instead of in their display order.
            columnsSort: 'asc',
            // On narrow screens, stack each filter's inputs instead of scrolling sideways.
            sx: {
              '& .MuiDataGrid-filterForm': {
                flexDirection: { xs: 'column', sm: 'row' },
                alignItems: { xs: 'stretch', sm: 'flex-end' },
                gap: 1.5,
              },
            },
            filterFormProps: {
              deleteIconProps: { sx: { alignSelf: { xs: 'flex-end', sm: 'center' } } },
              columnInputProps: { sx: { width: { xs: 'auto', sm: 140 } } },
              operatorInputProps: { sx: { width: { xs: 'auto', sm: 130 } } },
              valueInputProps: { sx: { width: { xs: 'auto', sm: 200 } } },
            },
          },
        }}
      />
    </Box>
  );
}
