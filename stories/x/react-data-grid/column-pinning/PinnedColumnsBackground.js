import * as React from 'react';
import Box from '@mui/material/Box';
import { ThemeProvider, createTheme, darken, lighten, useTheme } from '@mui/material/styles';

import { DataGridPro } from '@mui/x-data-grid-pro';

const rows = [
  {
    id: 1,
    name: 'Amara Okafor',
    department: 'Engineering',
    office: 'Lagos',
    email: 'amara.okafor@example.com',
    phone: '+234 1 555 0142',
    manager: 'Hana Sato',
    startDate: new Date(2019, 2, 11),
  },
  {
    id: 2,
    name: 'Lucas Moreau',
    department: 'Design',
    office: 'Paris',
    email: 'lucas.moreau@example.com',
    phone: '+33 1 55 50 19 27',
    manager: 'Chloé Laurent',
    startDate: new Date(2021, 7, 2),
  },
  {
    id: 3,
    name: 'Hana Sato',
    department: 'Engineering',
    office: 'Tokyo',
    email: 'hana.sato@example.com',
    phone: '+81 3 5550 8812',
    manager: 'Priya Raman',
    startDate: new Date(2016, 10, 21),
  },
  {
    id: 4,
    name: 'Diego Alvarez',
    department: 'Sales',
    office: 'Madrid',
    email: 'diego.alvarez@example.com',
    phone: '+34 915 550 374',
    manager: 'Mateo Rossi',
    startDate: new Date(2022, 0, 17),
  },
  {
    id: 5,
    name: 'Jonas Becker',
    department: 'Support',
    office: 'Berlin',
    email: 'jonas.becker@example.com',
    phone: '+49 30 5550 2231',
    manager: 'Sofia Lindqvist',
    startDate: new Date(2023, 5, 26),
  },
];

const columns = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'email', headerName: 'Email', width: 230 },
  { field: 'phone', headerName: 'Phone', width: 170 },
  { field: 'manager', headerName: 'Manager', width: 150 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 120 },
];

// Pinned cells need an opaque background so that scrolled cells do not show through:
// `palette.DataGrid.pinnedBg` sets it. Derive it from the outer theme to follow light and dark mode.
const withPinnedBackground = (outerTheme) =>
  createTheme(outerTheme, {
    palette: {
      DataGrid: {
        pinnedBg:
          outerTheme.palette.mode === 'dark'
            ? darken(outerTheme.palette.primary.main, 0.75)
            : lighten(outerTheme.palette.primary.main, 0.92),
      },
    },
  });

export default function PinnedColumnsBackground() {
  const outerTheme = useTheme();
  const theme = React.useMemo(() => withPinnedBackground(outerTheme), [outerTheme]);

  return (
    <ThemeProvider theme={theme}>
      <Box
        sx={{
          height: 350,
          width: '100%',
          // In right-to-left layouts, the left-pinned columns carry the `--pinnedRight` classes.
          '& .MuiDataGrid-cell--pinnedLeft, & .MuiDataGrid-cell--pinnedRight': {
            fontWeight: 'fontWeightMedium',
          },
        }}
      >
        <DataGridPro rows={rows} columns={columns} hideFooter initialState={{ pinnedColumns: { left: ['name'] } }} />
      </Box>
    </ThemeProvider>
  );
}
