import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';

// Monthly rainfall at a weather station, January 2015 to December 2024, in millimetres.
const months = Array.from({ length: 120 }, (_, index) => new Date(Date.UTC(2015, index, 1)));
const rainfall = months.map((month, index) =>
  Math.round(62 + 28 * Math.cos(((month.getUTCMonth() - 11) / 12) * 2 * Math.PI) + ((index * 29) % 31) - 15),
);

const monthYear = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Shrinks (factor < 1) or widens (factor > 1) the range around its centre, within 0 to 100. */
function scaleRange(zoom, factor) {
  const centre = (zoom.start + zoom.end) / 2;
  const half = Math.min(50, ((zoom.end - zoom.start) * factor) / 2);
  const start = Math.max(0, Math.min(100 - 2 * half, centre - half));
  return { ...zoom, start, end: start + 2 * half };
}

export default function ApiRefZoomButtons() {
  const apiRef = useChartProApiRef();

  const zoomBy = (factor) =>
    apiRef.current?.setZoomData((previous) => previous.map((zoom) => scaleRange(zoom, factor)));
  // With a strict domain the axis runs from the first month (0%) to the last (100%): January 2023 is month 96 of 119 intervals.
  const showLastTwoYears = () =>
    apiRef.current?.setAxisZoomData('months', {
      axisId: 'months',
      start: (96 / 119) * 100,
      end: 100,
    });
  const reset = () => apiRef.current?.setZoomData([{ axisId: 'months', start: 0, end: 100 }]);

  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Monthly rainfall, 2015 to 2024 (mm)
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => zoomBy(0.5)}>
          Zoom in
        </Button>
        <Button size="small" variant="outlined" onClick={() => zoomBy(2)}>
          Zoom out
        </Button>
        <Button size="small" variant="outlined" onClick={showLastTwoYears}>
          Last two years
        </Button>
        <Button size="small" variant="outlined" onClick={reset}>
          Reset
        </Button>
      </Stack>
      <LineChartPro
        apiRef={apiRef}
        height={300}
        xAxis={[
          {
            id: 'months',
            scaleType: 'utc',
            data: months,
            domainLimit: 'strict',
            valueFormatter: (month) => monthYear.format(month),
            zoom: { minSpan: 5 },
          },
        ]}
        yAxis={[{ width: 40, min: 0 }]}
        series={[
          {
            data: rainfall,
            label: 'Rainfall',
            showMark: false,
            valueFormatter: (value) => `${value} mm`,
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
