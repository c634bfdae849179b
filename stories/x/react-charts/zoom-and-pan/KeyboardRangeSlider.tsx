import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro/models';

// Unemployment rate of a country, monthly, January 2015 to December 2024, in percent.
const months = Array.from({ length: 120 }, (_, index) => new Date(Date.UTC(2015, index, 1)));
const rate = months.map((_, index) => {
  const trend = 7.8 - index * 0.03;
  const pandemic = index >= 63 && index < 80 ? 3.4 * Math.exp(-(index - 63) / 6) : 0;
  return Math.round((trend + pandemic + ((index * 7) % 4) * 0.05) * 10) / 10;
});

const LAST = months.length - 1;
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthLabel = (index: number) => monthYear.format(months[index]);

export default function KeyboardRangeSlider() {
  // The range in months (indexes into `months`); the chart gets it in percent.
  const [range, setRange] = React.useState<number[]>([0, LAST]);
  const zoomData: ZoomData[] = [{ axisId: 'months', start: (range[0] / LAST) * 100, end: (range[1] / LAST) * 100 }];

  const handleZoomChange = (newZoom: ZoomData[]) => {
    const zoom = newZoom.find((item) => item.axisId === 'months');
    if (zoom) setRange([Math.round((zoom.start / 100) * LAST), Math.round((zoom.end / 100) * LAST)]);
  };

  // Keep at least twelve months in view, like the chart's `minSpan` of 10%.
  const handleSliderChange = (_event: Event, value: number | number[], activeThumb: number) => {
    const [start, end] = value as number[];
    if (activeThumb === 0) setRange([Math.min(start, range[1] - 12), range[1]]);
    else setRange([range[0], Math.max(end, range[0] + 12)]);
  };

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Unemployment rate, 2015 to 2024 (%)
      </Typography>
      <LineChartPro
        height={280}
        xAxis={[
          {
            id: 'months',
            scaleType: 'utc',
            data: months,
            domainLimit: 'strict',
            valueFormatter: (month: Date) => monthYear.format(month),
            zoom: { minSpan: 10 },
          },
        ]}
        yAxis={[{ width: 40, min: 0 }]}
        series={[{ data: rate, label: 'Unemployment rate', showMark: false, valueFormatter: (value) => `${value}%` }]}
        hideLegend
        zoomData={zoomData}
        onZoomChange={handleZoomChange}
      />
      <Box sx={{ px: 3 }}>
        {/* A Material UI range slider: each thumb takes focus, and the arrow keys move it by one month. */}
        <Slider
          value={range}
          onChange={handleSliderChange}
          min={0}
          max={LAST}
          getAriaLabel={(thumb) => (thumb === 0 ? 'First month in view' : 'Last month in view')}
          getAriaValueText={monthLabel}
          valueLabelFormat={monthLabel}
          valueLabelDisplay="auto"
        />
      </Box>
      <Typography variant="body2" aria-live="polite" data-testid="range-text">
        Showing {monthLabel(range[0])} to {monthLabel(range[1])}
      </Typography>
    </Box>
  );
}
