import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Tickets opened at a help desk in Q3 2024, by category.
const categories = [
  { id: 'billing', value: 1280, label: 'Billing' },
  { id: 'login', value: 960, label: 'Login and accounts' },
  { id: 'shipping', value: 745, label: 'Shipping' },
  { id: 'returns', value: 520, label: 'Returns' },
  { id: 'other', value: 310, label: 'Other' },
];
const total = categories.reduce((sum, item) => sum + item.value, 0);

export default function PieClick() {
  const [clicked, setClicked] = React.useState(null);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Help desk tickets by category, Q3 2024
      </Typography>
      <PieChart
        height={240}
        series={[{ id: 'tickets', data: categories, valueFormatter: (item) => `${item.value} tickets` }]}
        onItemClick={(_event, identifier, item) => {
          const category = categories[identifier.dataIndex];
          const share = Math.round((item.value / total) * 100);
          setClicked(`${category.label}: ${item.value.toLocaleString('en-US')} tickets (${share}%)`);
        }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2">Slice clicked: {clicked ?? 'none yet'}</Typography>
        <Button size="small" variant="outlined" disabled={clicked === null} onClick={() => setClicked(null)}>
          Clear
        </Button>
      </Stack>
    </Box>
  );
}
