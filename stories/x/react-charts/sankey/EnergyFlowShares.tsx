import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// The same energy flows as above, in terawatt-hours.
const flows = [
  { source: 'Oil', target: 'Transport', value: 92 },
  { source: 'Oil', target: 'Industry', value: 18 },
  { source: 'Oil', target: 'Households', value: 9 },
  { source: 'Oil', target: 'Services', value: 4 },
  { source: 'Natural gas', target: 'Industry', value: 41 },
  { source: 'Natural gas', target: 'Households', value: 38 },
  { source: 'Natural gas', target: 'Services', value: 17 },
  { source: 'Natural gas', target: 'Transport', value: 2 },
  { source: 'Electricity', target: 'Industry', value: 37 },
  { source: 'Electricity', target: 'Households', value: 29 },
  { source: 'Electricity', target: 'Services', value: 26 },
  { source: 'Electricity', target: 'Transport', value: 7 },
  { source: 'Biomass', target: 'Households', value: 14 },
  { source: 'Biomass', target: 'Industry', value: 11 },
  { source: 'Biomass', target: 'Transport', value: 6 },
];
const sources = ['Oil', 'Natural gas', 'Electricity', 'Biomass'];
const sectors = ['Transport', 'Industry', 'Households', 'Services'];

const flowValue = (source: string, target: string) =>
  flows.find((flow) => flow.source === source && flow.target === target)?.value ?? 0;
const sectorTotal = (sector: string) => sources.reduce((sum, source) => sum + flowValue(source, sector), 0);

export default function EnergyFlowShares() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Energy mix of each sector, 2024
      </Typography>
      <BarChart
        height={320}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: sectors, width: 90 }]}
        xAxis={[{ label: 'Share of the sector', valueFormatter: (value: number) => `${Math.round(value * 100)}%` }]}
        series={sources.map((source) => ({
          label: source,
          stack: 'mix',
          // 'expand' scales each stack to a total of 1: every bar is 100% of its sector.
          stackOffset: 'expand' as const,
          data: sectors.map((sector) => flowValue(source, sector)),
          // The tooltip shows the share and the amount behind it.
          valueFormatter: (value: number | null, { dataIndex }: { dataIndex: number }) =>
            value ? `${Math.round((value / sectorTotal(sectors[dataIndex])) * 100)}% (${value} TWh)` : null,
        }))}
      />
    </Box>
  );
}
