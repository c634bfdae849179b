import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const years = [2018, 2019, 2020, 2021, 2022, 2023, 2024];
// Electricity generated in a small country, in terawatt-hours per year.
const generation = [
  { id: 'coal', label: 'Coal', data: [14.2, 12.8, 9.6, 9.9, 8.1, 5.2, 3.4] },
  { id: 'gas', label: 'Gas', data: [16.1, 16.5, 15.2, 15.8, 13.9, 12.6, 11.8] },
  { id: 'wind', label: 'Wind', data: [5.3, 6.2, 7.4, 7.9, 9.6, 11.8, 13.1] },
  { id: 'solar', label: 'Solar', data: [0.9, 1.3, 1.9, 2.6, 3.8, 5.1, 6.9] },
];
const yearTotal = (index: number) => generation.reduce((sum, source) => sum + source.data[index], 0);

export default function PercentStackedAreas() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Share of each source in electricity generation, 2018 to 2024
      </Typography>
      <LineChart
        height={320}
        xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => `${year}` }]}
        yAxis={[{ width: 48, valueFormatter: (value: number) => `${Math.round(value * 100)}%` }]}
        series={generation.map((source) => ({
          ...source,
          area: true,
          showMark: false,
          stack: 'share',
          // Scales every year to a total of 1, so the areas show shares.
          stackOffset: 'expand' as const,
          valueFormatter: (value: number | null, { dataIndex }: { dataIndex: number }) =>
            value === null ? '' : `${Math.round((value / yearTotal(dataIndex)) * 100)}% (${value} TWh)`,
        }))}
      />
    </Box>
  );
}
