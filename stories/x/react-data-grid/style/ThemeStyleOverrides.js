import * as React from 'react';
import Box from '@mui/material/Box';
import { ThemeProvider, alpha, createTheme, useTheme } from '@mui/material/styles';

import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 'INV-2041', customer: 'Northwind Traders', issued: new Date(2025, 2, 3), total: 1840.5 },
  { id: 'INV-2042', customer: 'Blue Harbor Cafe', issued: new Date(2025, 2, 4), total: 312 },
  { id: 'INV-2043', customer: 'Kestrel Logistics', issued: new Date(2025, 2, 6), total: 9275.2 },
  { id: 'INV-2044', customer: 'Alder & Finch', issued: new Date(2025, 2, 7), total: 640 },
];

const columns = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'issued', headerName: 'Issued', type: 'date', width: 120 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

// Every DataGrid under this theme gets these props and styles, without touching its code.
const withGridOverrides = (outerTheme) =>
  createTheme(outerTheme, {
    components: {
      MuiDataGrid: {
        defaultProps: {
          showCellVerticalBorder: true,
          showColumnVerticalBorder: true,
        },
        styleOverrides: {
          root: { borderRadius: 0 },
          columnHeader: ({ theme }) => ({ backgroundColor: alpha(theme.palette.primary.main, 0.1) }),
          columnHeaderTitle: ({ theme }) => ({
            fontSize: theme.typography.pxToRem(12),
            fontWeight: theme.typography.fontWeightBold,
            letterSpacing: '0.06em',
            textTransform: 'uppercase',
          }),
          cell: { fontVariantNumeric: 'tabular-nums' },
        },
      },
    },
  });

export default function ThemeStyleOverrides() {
  const outerTheme = useTheme();
  const theme = React.useMemo(() => withGridOverrides(outerTheme), [outerTheme]);

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 280, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </ThemeProvider>
  );
}
