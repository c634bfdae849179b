import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import {
  ChartDataProvider,
  ChartsAxisHighlight,
  ChartsGrid,
  ChartsLegend,
  ChartsSurface,
  ChartsTooltip,
  ChartsXAxis,
  ChartsYAxis,
  MarkPlot,
} from '@mui/x-charts';
import { useXScale, useYScale } from '@mui/x-charts/hooks';

const countries = ['Japan', 'Spain', 'France', 'Germany', 'UK', 'USA', 'Brazil'];
// Life expectancy at birth in 2022, in years (rounded).
const men = [81.1, 80.4, 79.4, 78.2, 78.6, 74.8, 72.0];
const women = [87.1, 85.9, 85.2, 83.1, 82.6, 80.2, 78.6];

const years = (value) => (value === null ? '' : `${value} years`);

// Draws the bar of each range: a line between the two marks of a country.
function Connectors() {
  const theme = useTheme();
  const xScale = useXScale();
  const yScale = useYScale();
  return (
    <g>
      {countries.map((country, index) => {
        const x = (xScale(country) ?? 0) + xScale.bandwidth() / 2;
        return (
          <line
            key={country}
            x1={x}
            x2={x}
            y1={yScale(men[index])}
            y2={yScale(women[index])}
            stroke={theme.palette.text.secondary}
            strokeWidth={3}
            strokeLinecap="round"
          />
        );
      })}
    </g>
  );
}

export default function DumbbellComposition() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Life expectancy at birth by sex, 2022
      </Typography>
      <ChartDataProvider
        height={320}
        xAxis={[{ id: 'countries', scaleType: 'band', data: countries }]}
        yAxis={[{ id: 'years', width: 40, min: 70, max: 90 }]}
        // Line series provide the marks, the legend and the tooltip; no LinePlot draws their lines,
        // so the legend and the tooltip show a circle rather than a line.
        series={[
          { type: 'line', id: 'men', label: 'Men', data: men, labelMarkType: 'circle', valueFormatter: years },
          { type: 'line', id: 'women', label: 'Women', data: women, labelMarkType: 'circle', valueFormatter: years },
        ]}
      >
        <ChartsLegend />
        <ChartsSurface>
          <ChartsGrid horizontal />
          <ChartsAxisHighlight x="band" />
          <Connectors />
          <MarkPlot />
          <ChartsXAxis axisId="countries" />
          <ChartsYAxis axisId="years" label="Years" />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartDataProvider>
    </Box>
  );
}
