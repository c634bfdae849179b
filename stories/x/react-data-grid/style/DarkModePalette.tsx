import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { ThemeProvider, alpha, createTheme, useTheme, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Status = 'Paid' | 'Pending' | 'Overdue';

interface Invoice {
  id: string;
  customer: string;
  total: number;
  status: Status;
}

const rows: Invoice[] = [
  { id: 'INV-3101', customer: 'Northwind Traders', total: 1840.5, status: 'Paid' },
  { id: 'INV-3102', customer: 'Blue Harbor Cafe', total: 312, status: 'Overdue' },
  { id: 'INV-3103', customer: 'Kestrel Logistics', total: 9275.2, status: 'Pending' },
  { id: 'INV-3104', customer: 'Alder & Finch', total: 640, status: 'Paid' },
];

const statusColor = { Paid: 'success', Pending: 'info', Overdue: 'error' } as const;

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
  {
    field: 'status',
    headerName: 'Status',
    width: 120,
    renderCell: ({ value }) => (
      <Chip size="small" variant="outlined" label={value} color={statusColor[value as Status]} />
    ),
  },
];

// The grid's own colours: `palette.DataGrid` sets its background, its headers' and its pinned cells'.
// Each value is computed from the outer theme, so it fits the light and the dark mode.
const withGridPalette = (outerTheme: Theme) => {
  const dark = outerTheme.palette.mode === 'dark';
  return createTheme(outerTheme, {
    palette: {
      DataGrid: {
        bg: dark ? '#0d1b2a' : '#f6f9fc',
        headerBg: dark ? '#1b2c3f' : '#e3ecf6',
      },
    },
  });
};

export default function DarkModePalette() {
  const outerTheme = useTheme();
  const theme = React.useMemo(() => withGridPalette(outerTheme), [outerTheme]);

  return (
    <ThemeProvider theme={theme}>
      <Box
        sx={{
          height: 320,
          width: '100%',
          // Palette values adapt too: `dark` and `light` shades keep the text readable on both.
          '& .MuiChip-colorSuccess': (t) => ({
            color: t.palette.mode === 'dark' ? t.palette.success.light : t.palette.success.dark,
          }),
          '& .MuiChip-colorInfo': (t) => ({
            color: t.palette.mode === 'dark' ? t.palette.info.light : t.palette.info.dark,
          }),
          '& .MuiChip-colorError': (t) => ({
            color: t.palette.mode === 'dark' ? t.palette.error.light : t.palette.error.dark,
          }),
          '& .MuiDataGrid-row:hover': (t) => ({ bgcolor: alpha(t.palette.primary.main, 0.08) }),
        }}
      >
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </ThemeProvider>
  );
}
