import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Operating budget of a city library network for 2025, in thousands of euros.
const budget = [
  { id: 'staff', value: 1840, label: 'Staff' },
  { id: 'collections', value: 620, label: 'Collections' },
  { id: 'buildings', value: 410, label: 'Buildings' },
  { id: 'digital', value: 230, label: 'Digital services' },
];

export default function PieItemClick() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="body1" sx={{ fontWeight: 500 }}>
        Library budget by area, 2025
      </Typography>
      <PieChart
        height={240}
        skipAnimation
        series={[{ id: 'budget', data: budget, valueFormatter: (item) => `€${item.value}k` }]}
        // v7 and later: onItemClick (was onClick in v6), with the same arguments.
        onItemClick={(event, identifier) => {
          const area = budget[identifier.dataIndex];
          setSelected(`${area.label}, €${area.value}k`);
        }}
      />
      <Typography variant="body2" component="p">
        Clicked slice: {selected ?? 'none'}
      </Typography>
    </Box>
  );
}
