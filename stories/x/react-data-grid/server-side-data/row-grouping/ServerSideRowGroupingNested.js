import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createOrdersReportServer } from './ordersReportServer';

const columns = [
  { field: 'orderNo', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 90 },
];

const MODELS = {
  status: ['status'],
  'country-product': ['country', 'product'],
  'product-status': ['product', 'status'],
};

export default function ServerSideRowGroupingNested() {
  const [server] = React.useState(() => createOrdersReportServer());
  const [choice, setChoice] = React.useState('status');
  const [lastRequest, setLastRequest] = React.useState('');

  const dataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        setLastRequest(
          `groupFields: [${(params.groupFields ?? []).join(', ')}], groupKeys: [${(params.groupKeys ?? []).join(', ')}]`,
        );
        const { rows, rowCount } = await server.getReport(params);
        return { rows, rowCount };
      },
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childCount,
    }),
    [server],
  );

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice}
        onChange={(_, value) => value && setChoice(value)}
        aria-label="Group orders by"
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="status">Status</ToggleButton>
        <ToggleButton value="country-product">Country › Product</ToggleButton>
        <ToggleButton value="product-status">Product › Status</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        Last request: {lastRequest}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPremium columns={columns} dataSource={dataSource} rowGroupingModel={MODELS[choice]} />
      </Box>
    </Stack>
  );
}
