import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const STORES = ['Lyon', 'Porto', 'Turin', 'Ghent', 'Graz'];

// 100 stores by 12 months of sales (k€), computed so every render shows the same numbers.
const rows = Array.from({ length: 100 }, (_, index) => {
  const row: Record<string, string | number> = {
    id: index + 1,
    store: `${STORES[index % STORES.length]} #${String(index + 1).padStart(3, '0')}`,
  };
  MONTHS.forEach((month, monthIndex) => {
    row[month] = 40 + ((index * 37 + monthIndex * 11) % 60);
  });
  return row;
});

const columns: GridColDef[] = [
  { field: 'store', headerName: 'Store', width: 130 },
  ...MONTHS.map((month): GridColDef => ({ field: month, headerName: month, type: 'number', width: 90 })),
];

export default function ScrollToCell() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('');

  const goTo = (rowIndex: number, colIndex: number, label: string) => {
    const scrolled = apiRef.current?.scrollToIndexes({ rowIndex, colIndex });
    setMessage(scrolled ? `Scrolled to ${label}.` : `${label} was already in view.`);
  };

  const backToStart = () => {
    apiRef.current?.scroll({ top: 0, left: 0 });
    setMessage('');
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => goTo(79, 0, 'store 80')}>
          Store 80
        </Button>
        <Button variant="outlined" onClick={() => goTo(0, columns.length - 1, 'December')}>
          December
        </Button>
        <Button variant="outlined" onClick={() => goTo(rows.length - 1, columns.length - 1, 'the last cell')}>
          Last cell
        </Button>
        <Button onClick={backToStart}>Back to start</Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
      <Typography variant="body2" component="p" sx={{ minHeight: '1.5em' }}>
        {message}
      </Typography>
    </Stack>
  );
}
