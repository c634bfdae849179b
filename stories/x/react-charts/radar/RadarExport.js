import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RadarChartPro } from '@mui/x-charts-pro/RadarChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';

// Share of the daily requirement (%) covered by one 250 g serving of three ready meals.
const nutrients = ['Protein', 'Fibre', 'Iron', 'Calcium', 'Vitamin C', 'Vitamin A'];
const percent = (value) => (value === null ? '' : `${value}% of daily needs`);

export default function RadarExport() {
  // The API of the chart, with the export methods of the Pro plan.
  const apiRef = useChartProApiRef();

  return (
    // Positioned, so that the licence watermark (shown when no key is set) stays over the chart.
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Daily needs covered by one serving of three ready meals
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.exportAsPrint()}>
          Print
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.exportAsImage({ type: 'image/png', fileName: 'ready-meals' })}
        >
          Save as PNG
        </Button>
      </Stack>
      <RadarChartPro
        apiRef={apiRef}
        height={360}
        // Room for the metric names on the sides, also on a narrow screen.
        margin={{ left: 80, right: 80 }}
        series={[
          { label: 'Lentil curry', data: [38, 52, 41, 9, 18, 12], valueFormatter: percent },
          { label: 'Chicken pasta', data: [61, 14, 17, 15, 6, 9], valueFormatter: percent },
          { label: 'Vegetable lasagne', data: [29, 23, 19, 34, 27, 58], valueFormatter: percent },
        ]}
        radar={{ max: 70, metrics: nutrients }}
      />
    </Box>
  );
}
