import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';

type SeriesType = 'bar' | 'line';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
// Tickets sold per week for two shows of a theatre, autumn season 2024.
const comedy = [320, 410, 455, 430, 502, 488, 530, 575];
const drama = [280, 295, 340, 390, 372, 415, 436, 460];

export default function SwitchSeriesType() {
  const [type, setType] = React.useState<SeriesType>('bar');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Tickets sold per week, autumn season 2024
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Series type"
        value={type}
        onChange={(_event, value: SeriesType | null) => value && setType(value)}
        sx={{ mt: 1 }}
      >
        <ToggleButton value="bar">Bars</ToggleButton>
        <ToggleButton value="line">Lines</ToggleButton>
      </ToggleButtonGroup>
      {/* ChartContainer = ChartDataProvider + ChartsSurface: its children go into the <svg>. */}
      <ChartContainer
        height={280}
        xAxis={[{ id: 'weeks', scaleType: 'band', data: weeks }]}
        yAxis={[{ id: 'tickets', width: 44 }]}
        series={[
          { type, id: 'comedy', label: 'Comedy', data: comedy },
          { type, id: 'drama', label: 'Drama', data: drama },
        ]}
      >
        {/* Each plot draws only the series of its own type. */}
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis axisId="weeks" />
        <ChartsYAxis axisId="tickets" />
      </ChartContainer>
    </Box>
  );
}
