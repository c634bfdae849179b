import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartDataProvider, ChartsLegend, ChartsSurface, ChartsTooltip, PiePlot } from '@mui/x-charts';

// Share of a city's commuters by main mode of transport, 2024 travel survey, in percent.
const modes = [
  { id: 'transit', value: 38, label: 'Public transport' },
  { id: 'car', value: 27, label: 'Car' },
  { id: 'bike', value: 19, label: 'Bicycle' },
  { id: 'walk', value: 16, label: 'Walking' },
];

export default function PieComposition() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Commuters by main mode of transport, 2024
      </Typography>
      <ChartDataProvider
        height={240}
        // The provider sets up default x- and y-axes, which reserve room at the bottom and on the
        // left of the drawing area. A pie draws no axis: position 'none' gives that room back.
        xAxis={[{ position: 'none' }]}
        yAxis={[{ position: 'none' }]}
        series={[
          {
            type: 'pie',
            data: modes,
            innerRadius: '45%',
            paddingAngle: 1,
            valueFormatter: (item) => `${item.value}% of commuters`,
          },
        ]}
      >
        <ChartsLegend sx={{ justifyContent: 'center', mb: 1 }} />
        <ChartsSurface>
          <PiePlot />
        </ChartsSurface>
        <ChartsTooltip trigger="item" />
      </ChartDataProvider>
    </Box>
  );
}
