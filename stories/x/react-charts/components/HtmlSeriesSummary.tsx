import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useBarSeries, useXAxis } from '@mui/x-charts/hooks';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Revenue of a coffee roaster by sales channel in 2024, in thousands of euros.
const channels = [
  { id: 'cafes', label: 'Cafés', data: [142, 168, 149, 161] },
  { id: 'shop', label: 'Online shop', data: [88, 79, 84, 126] },
  { id: 'subscriptions', label: 'Subscriptions', data: [61, 67, 82, 80] },
];

// An HTML table that reads the chart's series: colour, label, total and best quarter.
function SeriesSummary() {
  const allSeries = useBarSeries();
  const xAxis = useXAxis();
  return (
    <Table size="small" aria-label="Revenue per channel, 2024">
      <TableHead>
        <TableRow>
          <TableCell>Channel</TableCell>
          <TableCell align="right">Total</TableCell>
          <TableCell align="right">Best quarter</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {allSeries.map((series) => {
          const values = series.data.map((value) => value ?? 0);
          const best = values.indexOf(Math.max(...values));
          return (
            <TableRow key={series.id}>
              <TableCell>
                <Box component="span" sx={{ display: 'inline-block', width: 12, height: 12, mr: 1, borderRadius: 0.5, bgcolor: series.color }} />
                {typeof series.label === 'function' ? series.label('legend') : series.label}
              </TableCell>
              <TableCell align="right">{`€${values.reduce((sum, value) => sum + value, 0)}k`}</TableCell>
              <TableCell align="right">{String(xAxis.data?.[best])}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

export default function HtmlSeriesSummary() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Revenue per sales channel, 2024
      </Typography>
      <ChartDataProvider
        height={260}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 48, valueFormatter: (value: number) => (value === 0 ? '€0' : `€${value}k`) }]}
        series={channels.map((channel) => ({
          ...channel,
          type: 'bar' as const,
          valueFormatter: (value: number | null) => `€${value}k`,
        }))}
      >
        <ChartsSurface>
          <BarPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
        {/* HTML goes outside the <svg> but inside the provider, where the hooks work. */}
        <SeriesSummary />
        <ChartsTooltip />
      </ChartDataProvider>
    </Box>
  );
}
