import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { AreaPlot, LinePlot } from '@mui/x-charts/LineChart';

const years = ['2018', '2019', '2020', '2021', '2022', '2023', '2024'];
// Electricity supplied by source in a small country, in terawatt-hours.
const sources = [
  { id: 'hydro', label: 'Hydro', data: [12.1, 11.8, 12.6, 12.0, 11.2, 11.9, 12.4] },
  { id: 'wind', label: 'Wind', data: [4.2, 5.1, 5.9, 6.8, 7.9, 8.6, 9.4] },
  { id: 'solar', label: 'Solar', data: [0.8, 1.1, 1.6, 2.2, 3.1, 4.0, 4.9] },
  { id: 'gas', label: 'Gas', data: [9.6, 9.1, 8.2, 8.0, 6.9, 6.1, 5.2] },
];

export default function LegendTooltipLayout() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Electricity supply by source, 2018 to 2024
      </Typography>
      <ChartDataProvider
        height={300}
        xAxis={[{ id: 'years', scaleType: 'point', data: years }]}
        yAxis={[{ id: 'twh', width: 40, label: 'TWh' }]}
        series={sources.map((source) => ({
          ...source,
          type: 'line' as const,
          area: true,
          stack: 'supply',
          showMark: false,
          valueFormatter: (value: number | null) => `${value} TWh`,
        }))}
      >
        {/* Plain HTML layout: the legend beside the chart on wide screens, under it on narrow ones. */}
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column-reverse', sm: 'row' }, alignItems: 'center', gap: 2 }}>
          <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
            <ChartsSurface>
              <AreaPlot />
              <LinePlot />
              <ChartsAxisHighlight x="line" />
              <ChartsXAxis axisId="years" />
              <ChartsYAxis axisId="twh" />
            </ChartsSurface>
          </Box>
          <ChartsLegend direction="vertical" />
        </Box>
        <ChartsTooltip trigger="axis" />
      </ChartDataProvider>
    </Box>
  );
}
