import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';

const days = ['2 Sep', '3 Sep', '4 Sep', '5 Sep', '6 Sep', '9 Sep', '10 Sep', '11 Sep', '12 Sep', '13 Sep'];
// Closing price of a share over two trading weeks, in US dollars. Two days fall outside the 100–110 range.
const closingPrice = [102.4, 104.1, 103.2, 99.1, 101.7, 105.8, 111.6, 108.3, 106.9, 107.5];

export default function ClipToDrawingArea() {
  const [clip, setClip] = React.useState(true);
  // A unique id per chart, so that two charts on a page do not share a clip path.
  const clipPathId = `${React.useId()}-clip-path`;

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Closing price, shown between $100 and $110
      </Typography>
      <FormControlLabel
        control={<Switch checked={clip} onChange={(event) => setClip(event.target.checked)} />}
        label="Clip to the drawing area"
      />
      <ChartContainer
        height={280}
        xAxis={[{ id: 'days', scaleType: 'point', data: days }]}
        yAxis={[{ id: 'price', min: 100, max: 110, width: 48, valueFormatter: (value) => `$${value}` }]}
        series={[{ type: 'line', id: 'price', label: 'Closing price', data: closingPrice }]}
      >
        <ChartsGrid horizontal />
        <g clipPath={clip ? `url(#${clipPathId})` : undefined}>
          <LinePlot />
          <MarkPlot />
        </g>
        <ChartsXAxis axisId="days" />
        <ChartsYAxis axisId="price" />
        {/* Defines a clip path the size of the drawing area, plus 6 px above and below for the marks. */}
        <ChartsClipPath id={clipPathId} offset={{ top: 6, bottom: 6 }} />
      </ChartContainer>
    </Box>
  );
}
