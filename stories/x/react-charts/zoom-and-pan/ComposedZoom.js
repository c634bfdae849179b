import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartDataProviderPro } from '@mui/x-charts-pro/ChartDataProviderPro';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartZoomSlider } from '@mui/x-charts-pro/ChartZoomSlider';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';

// A café's monthly sales over two years: number of orders (bars) and average basket in euros (line).
const months = Array.from({ length: 24 }, (_, index) => new Date(Date.UTC(2023, index, 1)));
const orders = months.map(
  (month, index) =>
    3100 + [0, -200, 150, 300, 520, 700, 820, 760, 400, 180, -80, 260][month.getUTCMonth()] + index * 35,
);
const basket = months.map(
  (month, index) => Math.round((8.4 + 0.04 * index + (month.getUTCMonth() === 11 ? 1.1 : 0)) * 10) / 10,
);

const monthYear = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: '2-digit',
  timeZone: 'UTC',
});
const clipPathId = 'cafe-sales-clip';

export default function ComposedZoom() {
  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Café orders and average basket, 2023 to 2024
      </Typography>
      <ChartDataProviderPro
        height={340}
        series={[
          { type: 'bar', data: orders, label: 'Orders', yAxisId: 'orders' },
          {
            type: 'line',
            data: basket,
            label: 'Average basket',
            yAxisId: 'basket',
            valueFormatter: (value) => `€${value}`,
          },
        ]}
        xAxis={[
          {
            id: 'months',
            scaleType: 'band',
            data: months,
            valueFormatter: (month) => monthYear.format(month),
            zoom: { slider: { enabled: true } },
          },
        ]}
        yAxis={[
          { id: 'orders', position: 'left', width: 68 },
          {
            id: 'basket',
            position: 'right',
            width: 40,
            min: 0,
            valueFormatter: (value) => `€${value}`,
          },
        ]}
        initialZoom={[{ axisId: 'months', start: 50, end: 100 }]}
      >
        <ChartsLegend sx={{ justifyContent: 'center' }} />
        <ChartsSurface>
          {/* The plots are clipped to the drawing area, so the parts zoomed out of view stay hidden. */}
          <g clipPath={`url(#${clipPathId})`}>
            <BarPlot />
            <LinePlot />
            <MarkPlot />
          </g>
          <ChartsXAxis axisId="months" />
          <ChartsYAxis axisId="orders" label="Orders" />
          <ChartsYAxis axisId="basket" />
          <ChartsAxisHighlight x="band" />
          <ChartZoomSlider />
          <ChartsClipPath id={clipPathId} />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartDataProviderPro>
    </Box>
  );
}
