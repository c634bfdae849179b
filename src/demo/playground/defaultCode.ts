import type { PlaygroundFile } from './sharedCode';

/** What a reader sees on an empty playground: a grid with a dayjs column and a date picker. */
export const DEFAULT_PLAYGROUND_FILES: PlaygroundFile[] = [
  {
    name: 'Demo.tsx',
    code: `import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const releases = [
  { id: 1, product: 'Data Grid', version: '8.9.1', date: '2025-07-24' },
  { id: 2, product: 'Date and Time Pickers', version: '8.9.0', date: '2025-07-17' },
  { id: 3, product: 'Charts', version: '8.9.0', date: '2025-07-17' },
  { id: 4, product: 'Tree View', version: '8.9.0', date: '2025-07-17' },
];

const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'version', headerName: 'Version', width: 100 },
  {
    field: 'date',
    headerName: 'Released',
    width: 140,
    valueFormatter: (value: string) => dayjs(value).format('MMM D, YYYY'),
  },
];

export default function Demo() {
  const [since, setSince] = React.useState<Dayjs | null>(dayjs('2025-07-01'));
  const rows = releases.filter((row) => !since || !dayjs(row.date).isBefore(since, 'day'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ p: 2 }}>
        <DatePicker label="Released since" value={since} onChange={setSince} />
        <div style={{ height: 300 }}>
          <DataGrid rows={rows} columns={columns} hideFooter />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
`,
  },
];
