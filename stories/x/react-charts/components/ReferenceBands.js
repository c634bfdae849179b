import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { useDrawingArea, useXScale, useYScale } from '@mui/x-charts/hooks';

const hours = Array.from({ length: 13 }, (_, index) => 6 + index * 1.5);
// Temperature in an open-plan office on 10 July 2024, from 6:00 to 24:00, in °C.
const temperature = [19.2, 19.8, 21.1, 22.6, 23.4, 24.3, 25.1, 25.6, 25.2, 24.1, 22.9, 21.8, 20.6];

const formatHour = (hour) => `${Math.floor(hour)}:${hour % 1 ? '30' : '00'}`;

// A horizontal band for the comfort range and a vertical band for the opening hours.
function ReferenceAreas() {
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();
  const xScale = useXScale();
  const yScale = useYScale();
  // Scales turn values into pixels; a higher value has a smaller y.
  const comfortTop = yScale(24);
  const comfortBottom = yScale(20);
  const openStart = xScale(8);
  const openEnd = xScale(18);
  return (
    <g>
      <rect
        x={left}
        y={comfortTop}
        width={width}
        height={comfortBottom - comfortTop}
        fill={theme.palette.success.main}
        fillOpacity={0.12}
      />
      <rect
        x={openStart}
        y={top}
        width={openEnd - openStart}
        height={height}
        fill={theme.palette.text.primary}
        fillOpacity={0.05}
      />
      <text
        x={left + width - 6}
        y={comfortBottom + 16}
        textAnchor="end"
        fontSize={12}
        fill={theme.palette.text.secondary}
      >
        Comfort range 20–24 °C
      </text>
      <text x={openStart + 6} y={top + 16} fontSize={12} fill={theme.palette.text.secondary}>
        Opening hours
      </text>
    </g>
  );
}

export default function ReferenceBands() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Office temperature, 10 July 2024
      </Typography>
      <ChartDataProvider
        height={300}
        xAxis={[{ data: hours, min: 6, max: 24, valueFormatter: formatHour }]}
        yAxis={[{ min: 16, max: 28, width: 44, valueFormatter: (value) => `${value} °C` }]}
        series={[{ type: 'line', data: temperature, label: 'Temperature', valueFormatter: (value) => `${value} °C` }]}
      >
        <ChartsSurface>
          {/* Drawn first, so the grid and the line stay on top of the bands. */}
          <ReferenceAreas />
          <ChartsGrid horizontal />
          <LinePlot />
          <ChartsAxisHighlight x="line" />
          <MarkPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartDataProvider>
    </Box>
  );
}
