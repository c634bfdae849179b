import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useDrawingArea, useSvgRef, useXScale } from '@mui/x-charts/hooks';
import { LineChart } from '@mui/x-charts/LineChart';

// Closing price of a stock on each trading day of the first half of 2024 (weekdays, UTC dates).
const days = [];
for (let time = Date.UTC(2024, 0, 2); time <= Date.UTC(2024, 5, 28); time += 24 * 60 * 60 * 1000) {
  const day = new Date(time);
  if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.push(day);
}
const prices = days.map(
  (_, index) => Math.round((96 + 0.09 * index + 6 * Math.sin(index / 11) + 2.5 * Math.sin(index / 2.9)) * 100) / 100,
);

const dateLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const euros = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

/** Draws the selected range, and selects a new one when the pointer drags across the drawing area. */
function RangeSelector(props) {
  const { range, onChange } = props;
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();
  const xScale = useXScale();
  const svgRef = useSvgRef();

  // The pointer position in SVG coordinates, kept inside the drawing area.
  const toSvgX = (clientX) => {
    const box = svgRef.current.getBoundingClientRect();
    return Math.min(left + width, Math.max(left, clientX - box.left));
  };

  const handlePointerDown = (event) => {
    const startX = toSvgX(event.clientX);
    const document = event.currentTarget.ownerDocument;
    onChange(null); // A click without a drag clears the selection.
    const handleMove = (moveEvent) => {
      const endX = toSvgX(moveEvent.clientX);
      if (Math.abs(endX - startX) < 3) return;
      const [from, to] = [startX, endX].sort((a, b) => a - b);
      onChange([xScale.invert(from), xScale.invert(to)]);
    };
    const handleUp = () => {
      document.removeEventListener('pointermove', handleMove);
      document.removeEventListener('pointerup', handleUp);
    };
    document.addEventListener('pointermove', handleMove);
    document.addEventListener('pointerup', handleUp);
  };

  return (
    <g>
      <rect
        x={left}
        y={top}
        width={width}
        height={height}
        fill="transparent"
        cursor="crosshair"
        onPointerDown={handlePointerDown}
      />
      {range && (
        <rect
          data-testid="selected-range"
          x={xScale(range[0])}
          y={top}
          width={xScale(range[1]) - xScale(range[0])}
          height={height}
          fill={theme.palette.primary.main}
          fillOpacity={0.12}
          stroke={theme.palette.primary.main}
          pointerEvents="none"
        />
      )}
    </g>
  );
}

export default function DragSelectRange() {
  const [range, setRange] = React.useState(null);

  // The trading days inside the selected range.
  const first = range ? days.findIndex((day) => day >= range[0]) : -1;
  const last = range ? days.findLastIndex((day) => day <= range[1]) : -1;
  const hasDays = first !== -1 && last >= first;
  const change = hasDays ? (prices[last] / prices[first] - 1) * 100 : 0;

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Closing price, January to June 2024
      </Typography>
      <LineChart
        height={300}
        xAxis={[
          { scaleType: 'utc', data: days, domainLimit: 'strict', valueFormatter: (day) => dateLabel.format(day) },
        ]}
        yAxis={[{ width: 48 }]}
        series={[
          {
            data: prices,
            label: 'Close',
            showMark: false,
            valueFormatter: (value) => (value === null ? '' : euros.format(value)),
          },
        ]}
        hideLegend
      >
        <RangeSelector range={range} onChange={setRange} />
      </LineChart>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="body2" aria-live="polite">
          {hasDays
            ? `${dateLabel.format(days[first])} to ${dateLabel.format(days[last])}: ${last - first + 1} trading days, ${euros.format(prices[first])} → ${euros.format(prices[last])} (${change >= 0 ? '+' : ''}${change.toFixed(1)}%)`
            : 'Drag across the chart to select a period.'}
        </Typography>
        <Button size="small" variant="outlined" disabled={range === null} onClick={() => setRange(null)}>
          Clear selection
        </Button>
      </Stack>
    </Box>
  );
}
