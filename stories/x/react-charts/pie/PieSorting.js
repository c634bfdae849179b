import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Languages spoken at home by the pupils of an international school, 2024–2025 school year.
const languages = [
  { id: 'english', value: 64, label: 'English' },
  { id: 'spanish', value: 41, label: 'Spanish' },
  { id: 'mandarin', value: 23, label: 'Mandarin' },
  { id: 'arabic', value: 18, label: 'Arabic' },
  { id: 'french', value: 35, label: 'French' },
  { id: 'other', value: 27, label: 'Other' },
];

export default function PieSorting() {
  const [sorting, setSorting] = React.useState('desc');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Languages spoken at home by pupils, 2024–2025
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="sortingValues"
        value={sorting}
        onChange={(_event, value) => {
          if (value !== null) setSorting(value);
        }}
        sx={{ mt: 1 }}
      >
        <ToggleButton value="none">none</ToggleButton>
        <ToggleButton value="asc">asc</ToggleButton>
        <ToggleButton value="desc">desc</ToggleButton>
      </ToggleButtonGroup>
      <PieChart
        height={240}
        series={[
          {
            data: languages,
            sortingValues: sorting,
            valueFormatter: (item) => `${item.value} pupils`,
          },
        ]}
      />
    </Box>
  );
}
