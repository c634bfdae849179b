import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  BarPlot,
  ChartDataProvider,
  ChartsAxisHighlight,
  ChartsLegend,
  ChartsSurface,
  ChartsTooltip,
  ChartsXAxis,
  ChartsYAxis,
  LinePlot,
} from '@mui/x-charts';

const hours = ['7h', '8h', '9h', '10h', '11h', '12h', '13h', '14h', '15h', '16h', '17h', '18h'];
// Cars entering a city-centre garage each hour on 5 March 2024, and the hourly fee at that time.
const cars = [34, 88, 121, 96, 72, 84, 91, 67, 58, 74, 112, 63];
const fee = [1.5, 3, 3, 3, 2, 2, 2, 2, 2, 3, 3, 1.5];

export default function ExpandingStepLine() {
  const [strictStepCurve, setStrictStepCurve] = React.useState(false);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Cars entering the garage and hourly fee, 5 March 2024
      </Typography>
      <FormControlLabel
        control={<Switch checked={strictStepCurve} onChange={(event) => setStrictStepCurve(event.target.checked)} />}
        label="strictStepCurve"
      />
      <ChartDataProvider
        height={300}
        xAxis={[{ id: 'hours', scaleType: 'band', data: hours }]}
        yAxis={[
          { id: 'cars', width: 40 },
          { id: 'fee', position: 'right', min: 0, max: 4, width: 44, valueFormatter: (value) => `€${value}` },
        ]}
        series={[
          { type: 'bar', id: 'cars', label: 'Cars entering', data: cars, yAxisId: 'cars' },
          {
            type: 'line',
            id: 'fee',
            label: 'Hourly fee',
            data: fee,
            yAxisId: 'fee',
            curve: 'stepAfter',
            strictStepCurve,
            valueFormatter: (value) => (value === null ? '' : `€${value.toFixed(2)}`),
          },
        ]}
      >
        <ChartsLegend sx={{ justifyContent: 'center', my: 1 }} />
        <ChartsSurface>
          <BarPlot />
          <LinePlot />
          <ChartsAxisHighlight x="band" />
          <ChartsXAxis axisId="hours" />
          <ChartsYAxis axisId="cars" />
          <ChartsYAxis axisId="fee" />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartDataProvider>
    </Box>
  );
}
