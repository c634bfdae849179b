import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface Server {
  id: string;
  region: string;
  cpu: number;
  status: 'Healthy' | 'Degraded' | 'Down';
}

const rows: Server[] = [
  { id: 'web-01', region: 'eu-west', cpu: 41, status: 'Healthy' },
  { id: 'web-02', region: 'eu-west', cpu: 93, status: 'Degraded' },
  { id: 'web-03', region: 'us-east', cpu: 37, status: 'Healthy' },
  { id: 'db-01', region: 'us-east', cpu: 88, status: 'Degraded' },
  { id: 'db-02', region: 'ap-south', cpu: 0, status: 'Down' },
  { id: 'cache-01', region: 'ap-south', cpu: 22, status: 'Healthy' },
  { id: 'queue-01', region: 'eu-west', cpu: 54, status: 'Healthy' },
];

const columns: GridColDef<Server>[] = [
  { field: 'id', headerName: 'Host', flex: 1, minWidth: 110 },
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'cpu', headerName: 'CPU (%)', type: 'number', width: 90 },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function RowSelectionApiRef() {
  const apiRef = useGridApiRef();

  const selectUnhealthy = () => {
    const ids = rows.filter((row) => row.status !== 'Healthy').map((row) => row.id);
    // `true` as the third argument replaces the selection instead of adding to it.
    apiRef.current?.selectRows(ids, true, true);
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={() => apiRef.current?.selectRow('web-01')}>
          Add web-01
        </Button>
        <Button variant="outlined" onClick={selectUnhealthy}>
          Unhealthy hosts only
        </Button>
        <Button variant="outlined" onClick={() => apiRef.current?.selectRowRange({ startId: 'web-03', endId: 'cache-01' }, true, true)}>
          web-03 to cache-01
        </Button>
        <Button onClick={() => apiRef.current?.setRowSelectionModel({ type: 'include', ids: new Set() })}>Clear</Button>
      </Stack>
      <Box sx={{ height: 470 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} checkboxSelection />
      </Box>
    </Stack>
  );
}
