import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const orders = ['none', 'reverse', 'ascending', 'descending', 'appearance', 'insideOut'];

const quarters = ['Q1 2025', 'Q2 2025', 'Q3 2025', 'Q4 2025'];
// Monthly cloud bill of a software company, averaged per quarter, in thousands of dollars.
const services = [
  { id: 'storage', label: 'Storage', data: [14, 15, 17, 18] },
  { id: 'compute', label: 'Compute', data: [42, 47, 55, 61] },
  { id: 'network', label: 'Network', data: [6, 7, 7, 9] },
  { id: 'database', label: 'Databases', data: [21, 22, 25, 24] },
];

export default function StackOrderBars() {
  const [stackOrder, setStackOrder] = React.useState('none');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Monthly cloud bill by service, 2025
      </Typography>
      <TextField
        select
        size="small"
        label="Stack order"
        value={stackOrder}
        onChange={(event) => setStackOrder(event.target.value)}
        sx={{ mt: 1.5, minWidth: 180 }}
      >
        {orders.map((order) => (
          <MenuItem key={order} value={order}>
            {order}
          </MenuItem>
        ))}
      </TextField>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ label: 'Thousands of dollars', width: 56 }]}
        // The order is a property of the stack: setting it on one series of the group is enough.
        series={services.map((service, index) => ({
          ...service,
          stack: 'bill',
          stackOrder: index === 0 ? stackOrder : undefined,
          valueFormatter: (value) => (value === null ? '' : `$${value}k`),
        }))}
      />
    </Box>
  );
}
