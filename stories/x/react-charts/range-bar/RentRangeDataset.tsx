import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Monthly rent of two-room flats by district, spring 2024, in euros: the cheapest quarter of the
// listings pay up to `lower`, the most expensive quarter at least `upper`.
const rents = [
  { district: 'Old Town', lower: 1380, upper: 1920 },
  { district: 'Harbour', lower: 1250, upper: 1710 },
  { district: 'University', lower: 880, upper: 1190 },
  { district: 'Riverside', lower: 1020, upper: 1460 },
  { district: 'North Park', lower: 790, upper: 1040 },
  { district: 'Airport', lower: 690, upper: 930 },
];

// The stack needs the length of each range: add it as a field of the records.
const dataset = rents.map((row) => ({ ...row, spread: row.upper - row.lower }));

const euros = (value: number) => `€${value.toLocaleString('en-GB')}`;

export default function RentRangeDataset() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Typical monthly rent of a two-room flat, middle half of the listings
      </Typography>
      <BarChart
        height={320}
        dataset={dataset}
        xAxis={[{ scaleType: 'band', dataKey: 'district' }]}
        yAxis={[{ width: 56, valueFormatter: euros }]}
        series={[
          { id: 'offset', dataKey: 'lower', stack: 'rent', color: 'transparent', valueFormatter: () => null },
          {
            id: 'range',
            dataKey: 'spread',
            stack: 'rent',
            label: 'Middle half of rents',
            valueFormatter: (_value, { dataIndex }) =>
              `${euros(dataset[dataIndex].lower)} to ${euros(dataset[dataIndex].upper)}`,
          },
        ]}
        borderRadius={4}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
