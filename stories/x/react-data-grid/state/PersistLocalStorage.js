import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  {
    id: 'SO-3101',
    customer: 'Northwind Cafe',
    region: 'Europe',
    placed: '2025-04-02',
    amount: 1240.5,
    status: 'Shipped',
  },
  {
    id: 'SO-3102',
    customer: 'Harbor Supplies',
    region: 'Americas',
    placed: '2025-04-03',
    amount: 318,
    status: 'Pending',
  },
  {
    id: 'SO-3103',
    customer: 'Blue Fern Dental',
    region: 'Americas',
    placed: '2025-04-03',
    amount: 2890,
    status: 'Shipped',
  },
  {
    id: 'SO-3104',
    customer: 'Atlas Print Co.',
    region: 'Asia Pacific',
    placed: '2025-04-05',
    amount: 74.9,
    status: 'Cancelled',
  },
  { id: 'SO-3105', customer: 'Lumen Studios', region: 'Europe', placed: '2025-04-06', amount: 655, status: 'Pending' },
  {
    id: 'SO-3106',
    customer: 'Greenway Grocers',
    region: 'Asia Pacific',
    placed: '2025-04-08',
    amount: 1502.25,
    status: 'Shipped',
  },
  {
    id: 'SO-3107',
    customer: 'Kestrel Outdoor',
    region: 'Europe',
    placed: '2025-04-09',
    amount: 980,
    status: 'Shipped',
  },
  {
    id: 'SO-3108',
    customer: 'Maple & Rye Bakery',
    region: 'Americas',
    placed: '2025-04-10',
    amount: 212.4,
    status: 'Pending',
  },
];

const columns = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'placed', headerName: 'Placed', width: 120 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
];

const STORAGE_KEY = 'orders-grid-layout';

// Storage can throw: private browsing, a full quota, blocked cookies, sandboxed frames.
const blockedStorage = {
  getItem: () => {
    throw new Error('Storage is disabled');
  },
  setItem: () => {
    throw new Error('Storage is disabled');
  },
  removeItem: () => {
    throw new Error('Storage is disabled');
  },
};

function readLayout(storage) {
  try {
    const text = storage().getItem(STORAGE_KEY);
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined; // Unreadable or malformed: start from the default layout.
  }
}

function writeLayout(storage, layout) {
  try {
    if (layout) {
      storage().setItem(STORAGE_KEY, JSON.stringify(layout));
    } else {
      storage().removeItem(STORAGE_KEY);
    }
    return true;
  } catch {
    return false;
  }
}

export default function PersistLocalStorage() {
  const apiRef = useGridApiRef();
  const [blocked, setBlocked] = React.useState(false);
  const [status, setStatus] = React.useState('Sort, filter or resize a column, then save.');
  const storage = React.useCallback(() => (blocked ? blockedStorage : window.localStorage), [blocked]);
  // Read once, before the first render of the grid.
  const [initialState] = React.useState(() => readLayout(() => window.localStorage));

  const save = () => {
    const layout = apiRef.current?.exportState();
    if (!layout) return;
    setStatus(
      writeLayout(storage, layout)
        ? 'Layout saved: it comes back when the page reloads.'
        : 'Storage unavailable: the layout stays in this session only.',
    );
  };

  const forget = () => {
    apiRef.current?.restoreState({ sorting: { sortModel: [] }, filter: { filterModel: { items: [] } } });
    setStatus(writeLayout(storage, null) ? 'Saved layout removed.' : 'Storage unavailable: nothing to remove.');
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <Button variant="outlined" onClick={save}>
          Save layout
        </Button>
        <Button onClick={forget}>Forget layout</Button>
        <FormControlLabel
          control={<Switch checked={blocked} onChange={(event) => setBlocked(event.target.checked)} />}
          label="Simulate blocked storage"
        />
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} initialState={initialState} hideFooter />
      </Box>
      <Typography variant="body2" component="p" role="status">
        {status}
      </Typography>
    </Stack>
  );
}
