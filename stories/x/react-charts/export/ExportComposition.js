import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useChartRootRef } from '@mui/x-charts/hooks';

import { ChartDataProviderPro } from '@mui/x-charts-pro/ChartDataProviderPro';

const ages = ['0–14', '15–24', '25–44', '45–64', '65+'];
// Population of a town by age group on 1 January 2024.
const population = [
  { id: 'women', label: 'Women', data: [2310, 1680, 3920, 4110, 3380] },
  { id: 'men', label: 'Men', data: [2420, 1750, 3860, 3990, 2710] },
];

// Everything inside this box is exported: the title, the legend, the chart and the source.
function ExportArea({ children }) {
  const chartRootRef = useChartRootRef();
  return (
    <Box ref={chartRootRef} sx={{ bgcolor: 'background.paper', p: 1 }}>
      {children}
    </Box>
  );
}

export default function ExportComposition() {
  const apiRef = React.useRef(undefined);

  return (
    <Box sx={{ position: 'relative' }}>
      <Button
        variant="outlined"
        size="small"
        onClick={() => apiRef.current?.exportAsImage({ type: 'image/png', fileName: 'population-by-age-2024' })}
      >
        Export as PNG
      </Button>
      <ChartDataProviderPro
        apiRef={apiRef}
        height={260}
        xAxis={[{ id: 'ages', scaleType: 'band', data: ages }]}
        yAxis={[{ id: 'people', width: 48 }]}
        series={population.map((group) => ({ ...group, type: 'bar' }))}
      >
        <ExportArea>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, m: 0 }}>
            Population by age group, 1 January 2024
          </Typography>
          <ChartsLegend />
          <ChartsSurface>
            <BarPlot />
            <ChartsXAxis axisId="ages" />
            <ChartsYAxis axisId="people" />
          </ChartsSurface>
          <Typography variant="caption" color="text.secondary">
            Source: town register
          </Typography>
        </ExportArea>
        <ChartsTooltip />
      </ChartDataProviderPro>
    </Box>
  );
}
