import { useTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useDrawingArea, useXScale } from '@mui/x-charts/hooks';

const days = ['Mon 3', 'Tue 4', 'Wed 5', 'Thu 6', 'Fri 7', 'Sat 8', 'Sun 9', 'Mon 10', 'Tue 11', 'Wed 12', 'Thu 13', 'Fri 14', 'Sat 15', 'Sun 16'];
const weekend = ['Sat 8', 'Sun 9', 'Sat 15', 'Sun 16'];
// Steps walked per day by one person over two weeks of March 2025, in thousands.
const steps = [8.4, 7.9, 9.1, 6.8, 10.2, 14.6, 12.3, 7.5, 8.8, 6.2, 9.4, 11.0, 16.1, 13.7];

// A band scale gives the start of a category; step() is the width of a category plus its gap.
function WeekendShading() {
  const theme = useTheme();
  const xScale = useXScale<'band'>();
  const { top, height } = useDrawingArea();
  const gap = xScale.step() - xScale.bandwidth();
  return (
    <g>
      {weekend.map((day) => {
        const start = xScale(day);
        if (start === undefined) {
          return null;
        }
        return (
          <rect
            key={day}
            x={start - gap / 2}
            y={top}
            width={xScale.step()}
            height={height}
            fill={theme.palette.action.selected}
          />
        );
      })}
    </g>
  );
}

export default function WeekendBands() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Steps per day, 3 to 16 March 2025 (weekends shaded)
      </Typography>
      <ChartContainer
        height={300}
        xAxis={[{ id: 'days', scaleType: 'band', data: days, tickLabelStyle: { angle: -45, textAnchor: 'end', fontSize: 11 }, height: 48 }]}
        yAxis={[{ id: 'steps', width: 44, valueFormatter: (value: number) => `${value}k` }]}
        series={[{ type: 'bar', id: 'steps', label: 'Steps', data: steps }]}
      >
        {/* First child, so the bars are drawn over the shading. */}
        <WeekendShading />
        <BarPlot />
        <ChartsXAxis axisId="days" />
        <ChartsYAxis axisId="steps" />
      </ChartContainer>
    </Box>
  );
}
