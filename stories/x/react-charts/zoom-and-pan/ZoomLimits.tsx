import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro';

// Hourly electricity demand of a regional grid during one week (1 to 7 July 2024), in megawatts.
const HOUR = 60 * 60 * 1000;
const hours = Array.from({ length: 168 }, (_, index) => new Date(Date.UTC(2024, 6, 1) + index * HOUR));
const demand = hours.map((hour, index) => {
  const h = hour.getUTCHours();
  const daily = 520 + 180 * Math.sin(((h - 7) / 24) * 2 * Math.PI) + (h >= 18 && h <= 21 ? 60 : 0);
  const weekend = index >= 120 ? -90 : 0;
  return Math.round(daily + weekend + ((index * 17) % 23));
});

const dayHour = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});
const totalHours = hours.length - 1;
const initialZoom: ZoomData[] = [{ axisId: 'hours', start: 0, end: 50 }];

export default function ZoomLimits() {
  const [zoomData, setZoomData] = React.useState<ZoomData[]>(initialZoom);
  const [step, setStep] = React.useState(5);
  const { start, end } = zoomData[0];
  const visibleHours = Math.round(((end - start) / 100) * totalHours);

  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Electricity demand, 1 to 7 July 2024 (MW)
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Wheel step"
          value={step}
          onChange={(_event, value: number | null) => value !== null && setStep(value)}
        >
          <ToggleButton value={2}>Step 2</ToggleButton>
          <ToggleButton value={5}>Step 5</ToggleButton>
          <ToggleButton value={15}>Step 15</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" variant="outlined" onClick={() => setZoomData(initialZoom)}>
          Reset zoom
        </Button>
      </Stack>
      <LineChartPro
        height={300}
        xAxis={[
          {
            id: 'hours',
            scaleType: 'utc',
            data: hours,
            domainLimit: 'strict',
            valueFormatter: (hour: Date) => dayHour.format(hour),
            // At least 6 hours (6 / 167 = 3.6%) and at most half the week in view.
            zoom: { minSpan: (6 / totalHours) * 100, maxSpan: 50, step },
          },
        ]}
        yAxis={[{ width: 48, min: 0 }]}
        series={[
          {
            data: demand,
            label: 'Demand',
            showMark: false,
            valueFormatter: (value) => `${value} MW`,
          },
        ]}
        hideLegend
        zoomData={zoomData}
        onZoomChange={setZoomData}
      />
      <Typography variant="body2" aria-live="polite" data-testid="visible-hours">
        {`${visibleHours} hours in view (limits: 6 to 84)`}
      </Typography>
    </Box>
  );
}
