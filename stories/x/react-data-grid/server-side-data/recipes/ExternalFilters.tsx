import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridDataSource, type GridFilterModel } from '@mui/x-data-grid';
import { createOrdersServer, type Order, type OrderStatus } from '../fakeServer';

const columns: GridColDef<Order>[] = [
  { field: 'orderNo', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

const STATUSES: OrderStatus[] = ['Pending', 'Shipped', 'Delivered', 'Cancelled'];

export default function ExternalFilters() {
  const [server] = React.useState(() => createOrdersServer());
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const status = filterModel.items.find((item) => item.field === 'status')?.value ?? 'All';

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const { rows, rowCount } = await server.getOrders({ filterModel: params.filterModel, sortModel: params.sortModel, start: Number(params.start), end: params.end });
        return { rows, rowCount };
      },
    }),
    [server],
  );

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={status}
        // The buttons write the grid's filter model: the grid sends it to the server.
        onChange={(_, value: string | null) =>
          value && setFilterModel({ items: value === 'All' ? [] : [{ field: 'status', operator: 'equals', value }] })
        }
        aria-label="Order status"
        sx={{ flexWrap: 'wrap' }}
      >
        {['All', ...STATUSES].map((option) => (
          <ToggleButton key={option} value={option}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          pagination
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
        />
      </Box>
    </Stack>
  );
}
