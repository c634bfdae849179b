import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { createOrdersServer } from '../fakeServer';

const columns = [
  { field: 'orderNo', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function PrefetchNextPage() {
  const [server] = React.useState(() => createOrdersServer());
  const [requests, setRequests] = React.useState([]);

  const dataSource = React.useMemo(() => {
    // Answers already asked for, by the query that asked: a page in flight counts too.
    const pending = new Map();
    const load = (params, start, end) => {
      const key = JSON.stringify([params.filterModel, params.sortModel, start, end]);
      if (!pending.has(key)) {
        setRequests((previous) => [...previous, `${start + 1}–${end + 1}`]);
        pending.set(
          key,
          server.getOrders({ filterModel: params.filterModel, sortModel: params.sortModel, start, end }),
        );
      }
      return pending.get(key);
    };
    return {
      getRows: async (params) => {
        const start = Number(params.start);
        const response = await load(params, start, params.end);
        // Ask for the next page now, while the reader looks at this one.
        const size = params.end - start + 1;
        if (params.end + 1 < (response.rowCount ?? 0)) load(params, params.end + 1, params.end + size);
        return response;
      },
    };
  }, [server]);

  return (
    <Stack spacing={1}>
      <Typography variant="body2">Requested rows: {requests.join(', ')}</Typography>
      <Box sx={{ height: 400 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          pagination
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
        />
      </Box>
    </Stack>
  );
}
