import * as React from 'react';
import Box from '@mui/material/Box';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';
import { arSD as materialArSD } from '@mui/material/locale';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { arSD } from '@mui/x-data-grid/locales';

// An Emotion cache that mirrors left and right in the styles it writes.
const rtlCache = createCache({ key: 'grid-rtl', stylisPlugins: [prefixer, rtlPlugin] });

interface Order {
  id: number;
  customer: string;
  city: string;
  items: number;
  total: number;
}

const rows: Order[] = [
  { id: 1041, customer: 'مريم الحسن', city: 'الخرطوم', items: 3, total: 184 },
  { id: 1042, customer: 'أحمد عثمان', city: 'أم درمان', items: 1, total: 62 },
  { id: 1043, customer: 'سارة إبراهيم', city: 'بورتسودان', items: 5, total: 310 },
  { id: 1044, customer: 'خالد محمود', city: 'كسلا', items: 2, total: 97 },
  { id: 1045, customer: 'نور الدين صالح', city: 'الخرطوم', items: 4, total: 226 },
  { id: 1046, customer: 'هبة يوسف', city: 'مدني', items: 1, total: 45 },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'الطلب', width: 90 },
  { field: 'customer', headerName: 'العميل', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'المدينة', width: 110 },
  { field: 'items', headerName: 'القطع', type: 'number', width: 80 },
  { field: 'total', headerName: 'المجموع', type: 'number', width: 100 },
];

export default function RightToLeft() {
  // Keep the reader's light or dark mode; switch the direction and the language.
  const outerTheme = useTheme();
  const theme = React.useMemo(
    () => createTheme(outerTheme, { direction: 'rtl' }, arSD, materialArSD),
    [outerTheme],
  );

  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={theme}>
        <Box dir="rtl" lang="ar" sx={{ height: 420, width: '100%' }}>
          <DataGrid
            rows={rows}
            columns={columns}
            checkboxSelection
            showToolbar
            pageSizeOptions={[5, 10]}
            initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          />
        </Box>
      </ThemeProvider>
    </CacheProvider>
  );
}
