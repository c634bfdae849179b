import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

// ---- A stand-in for your back end: it cannot count the log cheaply, but knows whether more entries follow. ----

const SERVICES = ['checkout', 'auth', 'search', 'billing'];
const MESSAGES = [
  'Request completed in 84 ms',
  'Token refreshed for session',
  'Slow query on orders index',
  'Payment provider timed out',
  'Cache warmed for catalogue',
  'Retrying webhook delivery',
];
const LEVELS = ['INFO', 'INFO', 'WARN', 'ERROR', 'INFO', 'WARN'];

const LOG = Array.from({ length: 23 }, (_, index) => {
  const seconds = index * 47;
  return {
    id: index + 1,
    time: `09:${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`,
    level: LEVELS[index % LEVELS.length],
    service: SERVICES[(index * 3) % SERVICES.length],
    message: MESSAGES[index % MESSAGES.length],
  };
});

function fetchLog({ page, pageSize }) {
  return new Promise((resolve) => {
    const start = page * pageSize;
    setTimeout(
      () => resolve({ rows: LOG.slice(start, start + pageSize), hasNextPage: start + pageSize < LOG.length }),
      300,
    );
  });
}

// ---- The page ----

const columns = [
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'level', headerName: 'Level', width: 80 },
  { field: 'service', headerName: 'Service', width: 100 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 200 },
];

export default function ServerPaginationUnknownCount() {
  const [paginationModel, setPaginationModel] = React.useState({ page: 0, pageSize: 10 });
  const [rows, setRows] = React.useState([]);
  const [paginationMeta, setPaginationMeta] = React.useState({ hasNextPage: true });
  // -1: the total is unknown. Once a page says `hasNextPage: false`, the grid works the total out
  // and reports it through `onRowCountChange`.
  const [rowCount, setRowCount] = React.useState(-1);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchLog(paginationModel).then((response) => {
      if (current) {
        setRows(response.rows);
        setPaginationMeta({ hasNextPage: response.hasNextPage });
        setLoading(false);
      }
    });
    return () => {
      current = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        // While the total is unknown, `hasNextPage` tells the grid whether "next" leads anywhere.
        rowCount={rowCount}
        onRowCountChange={setRowCount}
        paginationMeta={paginationMeta}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 20]}
        loading={loading}
      />
    </Box>
  );
}
