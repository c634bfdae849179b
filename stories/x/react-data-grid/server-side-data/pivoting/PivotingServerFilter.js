import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createOrdersServer } from '../fakeServer';

const columns = [
  { field: 'orderNo', headerName: 'Order', width: 100 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
  { field: 'orderDate', headerName: 'Date', width: 110 },
];

const QUARTERS = {
  Q1: ['2025-01-01', '2025-03-31'],
  Q2: ['2025-04-01', '2025-06-30'],
  Q3: ['2025-07-01', '2025-09-30'],
  Q4: ['2025-10-01', '2025-12-31'],
};

/** The server's filter for one quarter: the grid's filter model format, sent as is. */
const quarterFilter = (quarter) => ({
  items: [
    { id: 1, field: 'orderDate', operator: 'onOrAfter', value: QUARTERS[quarter][0] },
    { id: 2, field: 'orderDate', operator: 'onOrBefore', value: QUARTERS[quarter][1] },
  ],
});

export default function PivotingServerFilter() {
  const [server] = React.useState(() => createOrdersServer());
  const [quarter, setQuarter] = React.useState('Q1');
  const [rows, setRows] = React.useState([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    // The server narrows the orders down to one quarter; the browser pivots about 250 rows.
    server.getOrders({ filterModel: quarterFilter(quarter) }).then(({ rows: orders }) => {
      if (active) {
        setRows(orders);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [server, quarter]);

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={quarter}
        onChange={(_, value) => value && setQuarter(value)}
        aria-label="Quarter"
      >
        {Object.keys(QUARTERS).map((option) => (
          <ToggleButton key={option} value={option}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          loading={loading}
          hideFooter
          initialState={{
            pivoting: {
              enabled: true,
              model: {
                rows: [{ field: 'product' }],
                columns: [],
                values: [
                  { field: 'quantity', aggFunc: 'sum' },
                  { field: 'total', aggFunc: 'sum' },
                ],
              },
            },
          }}
        />
      </Box>
    </Stack>
  );
}
