import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Water level of a river gauge, measured every day in 2023, in centimetres.
const DAY = 24 * 60 * 60 * 1000;
const days = Array.from({ length: 365 }, (_, index) => new Date(Date.UTC(2023, 0, 1) + index * DAY));
const level = days.map((_, index) =>
  Math.round(210 + 70 * Math.cos(((index - 60) / 365) * 2 * Math.PI) + 25 * Math.sin(index / 9) * Math.sin(index / 53)),
);

const monthDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const fullRange = [{ axisId: 'days', start: 0, end: 100 }];

export default function ZoomSliderOptions() {
  const [preview, setPreview] = React.useState(true);
  const [showTooltip, setShowTooltip] = React.useState('hover');
  const [zoomData, setZoomData] = React.useState(fullRange);

  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        River level in 2023 (cm)
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <FormControlLabel
          control={<Switch checked={preview} onChange={(event) => setPreview(event.target.checked)} />}
          label="Preview"
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Slider tooltip"
          value={showTooltip}
          onChange={(_event, value) => value && setShowTooltip(value)}
        >
          <ToggleButton value="hover">Hover</ToggleButton>
          <ToggleButton value="always">Always</ToggleButton>
          <ToggleButton value="never">Never</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" variant="outlined" onClick={() => setZoomData(fullRange)}>
          Reset zoom
        </Button>
      </Stack>
      <LineChartPro
        height={340}
        xAxis={[
          {
            id: 'days',
            scaleType: 'utc',
            data: days,
            domainLimit: 'strict',
            // The slider's tooltip uses the axis formatter with the 'zoom-slider-tooltip' location.
            valueFormatter: (day, context) =>
              context.location === 'zoom-slider-tooltip'
                ? day.toLocaleDateString('en-GB', {
                    day: 'numeric',
                    month: 'long',
                    timeZone: 'UTC',
                  })
                : monthDay.format(day),
            zoom: { slider: { enabled: true, preview, showTooltip } },
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[
          {
            data: level,
            label: 'Level',
            showMark: false,
            valueFormatter: (value) => `${value} cm`,
          },
        ]}
        hideLegend
        zoomData={zoomData}
        onZoomChange={setZoomData}
      />
    </Box>
  );
}
