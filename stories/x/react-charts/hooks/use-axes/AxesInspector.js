import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useXAxes, useYAxes } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Climate normals of Lisbon: precipitation in millimetres and mean temperature in °C.
const rain = [99, 82, 58, 64, 38, 13, 4, 6, 30, 99, 118, 127];
const temperature = [11.6, 12.6, 14.9, 16.0, 18.4, 21.6, 23.6, 24.0, 22.6, 19.5, 15.2, 12.6];

// Lists every axis of the chart: its id, where it sits, its scale type and its domain.
function AxesTable() {
  const { xAxis, xAxisIds } = useXAxes();
  const { yAxis, yAxisIds } = useYAxes();
  const rows = [
    ...xAxisIds.map((id) => ({ id, axis: xAxis[id], direction: 'x' })),
    ...yAxisIds.map((id) => ({ id, axis: yAxis[id], direction: 'y' })),
  ];
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Axes of the chart">
        <TableHead>
          <TableRow>
            <TableCell>Axis id</TableCell>
            <TableCell>Position</TableCell>
            <TableCell>Scale type</TableCell>
            <TableCell>Domain</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ id, axis, direction }) => {
            const domain = axis.scale.domain();
            const shown =
              axis.scaleType === 'band' || axis.scaleType === 'point'
                ? `${domain.length} categories`
                : `${domain[0]} to ${domain[domain.length - 1]}`;
            return (
              <TableRow key={`${direction}-${id}`}>
                <TableCell>
                  <code>{String(id)}</code>
                </TableCell>
                <TableCell>{axis.position}</TableCell>
                <TableCell>{axis.scaleType}</TableCell>
                <TableCell>{shown}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

export default function AxesInspector() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Lisbon climate: monthly precipitation and mean temperature
      </Typography>
      <ChartDataProvider
        height={280}
        xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
        yAxis={[
          { id: 'temperature', position: 'left', width: 44, label: '°C' },
          { id: 'rain', position: 'right', width: 60, label: 'mm' },
        ]}
        series={[
          { type: 'bar', id: 'rain', label: 'Precipitation (mm)', data: rain, yAxisId: 'rain' },
          { type: 'line', id: 'temperature', label: 'Temperature (°C)', data: temperature, yAxisId: 'temperature' },
        ]}
      >
        <ChartsLegend />
        <ChartsSurface>
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis axisId="months" />
          <ChartsYAxis axisId="temperature" />
          <ChartsYAxis axisId="rain" />
        </ChartsSurface>
        <AxesTable />
        <ChartsTooltip />
      </ChartDataProvider>
    </Box>
  );
}
