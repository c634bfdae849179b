import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const years = [2014, 2016, 2018, 2020, 2022, 2024];
// Electricity generated in one country by source, in terawatt-hours.
const coal = [118, 101, 84, 52, 49, 31];
const gas = [61, 74, 79, 83, 71, 66];
const renewables = [74, 89, 112, 138, 151, 178];
const nuclear = [92, 85, 76, 64, 33, 12];

export default function PercentAreaChart() {
  const totals = years.map((_, index) => coal[index] + gas[index] + renewables[index] + nuclear[index]);
  // The tooltip shows each source's share of the year's total, with the TWh in brackets.
  const share = (value: number | null, { dataIndex }: { dataIndex: number }) =>
    value === null ? null : `${Math.round((value / totals[dataIndex]) * 100)}% (${value} TWh)`;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Electricity mix, share of generation
      </Typography>
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: years, valueFormatter: (year: number) => `${year}` }]}
        // With `stackOffset: 'expand'` every stack fills 0 to 1; the axis prints it as a percentage.
        yAxis={[{ width: 48, valueFormatter: (value: number) => `${Math.round(value * 100)}%` }]}
        series={[
          { data: renewables, label: 'Renewables', color: '#43a047' },
          { data: nuclear, label: 'Nuclear', color: '#8e24aa' },
          { data: gas, label: 'Gas', color: '#fb8c00' },
          { data: coal, label: 'Coal', color: '#6d4c41' },
        ].map((item) => ({
          ...item,
          stack: 'mix',
          stackOffset: 'expand' as const,
          area: true,
          showMark: false,
          valueFormatter: share,
        }))}
      />
    </Box>
  );
}
