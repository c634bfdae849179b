import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useDrawingArea, useSvgRef, useXScale, useYScale } from '@mui/x-charts/hooks';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Used cars listed for sale: age in years (x) and asking price in euros (y).
const cars = [
  { id: 'Polo 1.0', x: 2, y: 16900 },
  { id: 'Golf 1.5', x: 3, y: 21400 },
  { id: 'Clio 0.9', x: 5, y: 9800 },
  { id: 'Corolla 1.8', x: 4, y: 19800 },
  { id: 'Octavia 2.0', x: 6, y: 15200 },
  { id: 'Focus 1.0', x: 7, y: 9900 },
  { id: 'Yaris 1.5', x: 1, y: 19500 },
  { id: 'Astra 1.4', x: 8, y: 7600 },
  { id: '308 1.2', x: 5, y: 12800 },
  { id: 'i30 1.0', x: 3, y: 17300 },
  { id: 'Civic 1.5', x: 6, y: 17900 },
  { id: 'Fiesta 1.1', x: 9, y: 5400 },
  { id: 'Ceed 1.6', x: 4, y: 15600 },
  { id: 'Mazda3 2.0', x: 2, y: 23800 },
  { id: 'Megane 1.3', x: 7, y: 11200 },
  { id: 'Passat 2.0', x: 10, y: 9300 },
  { id: 'A3 1.4', x: 8, y: 13900 },
  { id: 'Leon 1.5', x: 1, y: 24900 },
  { id: 'Ibiza 1.0', x: 11, y: 4600 },
  { id: 'Swift 1.2', x: 9, y: 6900 },
];

const euros = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** Selects a rectangle of values when the pointer drags across the drawing area, and rings the selected points. */
function BoxSelector(props) {
  const { selection, onChange } = props;
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();
  const xScale = useXScale();
  const yScale = useYScale();
  const svgRef = useSvgRef();

  const toSvg = (event) => {
    const box = svgRef.current.getBoundingClientRect();
    return {
      x: Math.min(left + width, Math.max(left, event.clientX - box.left)),
      y: Math.min(top + height, Math.max(top, event.clientY - box.top)),
    };
  };

  const handlePointerDown = (event) => {
    const start = toSvg(event);
    const document = event.currentTarget.ownerDocument;
    onChange(null);
    const handleMove = (moveEvent) => {
      const end = toSvg(moveEvent);
      if (Math.abs(end.x - start.x) < 3 && Math.abs(end.y - start.y) < 3) return;
      const xs = [xScale.invert(start.x), xScale.invert(end.x)].sort((a, b) => a - b);
      const ys = [yScale.invert(start.y), yScale.invert(end.y)].sort((a, b) => a - b);
      onChange({ x: xs, y: ys });
    };
    const handleUp = () => {
      document.removeEventListener('pointermove', handleMove);
      document.removeEventListener('pointerup', handleUp);
    };
    document.addEventListener('pointermove', handleMove);
    document.addEventListener('pointerup', handleUp);
  };

  const selected = selection ? cars.filter((car) => isInside(car, selection)) : [];

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
      {selection && (
        <rect
          data-testid="selected-area"
          x={xScale(selection.x[0])}
          y={yScale(selection.y[1])}
          width={xScale(selection.x[1]) - xScale(selection.x[0])}
          height={yScale(selection.y[0]) - yScale(selection.y[1])}
          fill={theme.palette.primary.main}
          fillOpacity={0.1}
          stroke={theme.palette.primary.main}
          strokeDasharray="4 3"
          pointerEvents="none"
        />
      )}
      {selected.map((car) => (
        <circle
          key={car.id}
          cx={xScale(car.x)}
          cy={yScale(car.y)}
          r={9}
          fill="none"
          stroke={theme.palette.text.primary}
          strokeWidth={1.5}
          pointerEvents="none"
        />
      ))}
    </g>
  );
}

const isInside = (car, selection) =>
  car.x >= selection.x[0] && car.x <= selection.x[1] && car.y >= selection.y[0] && car.y <= selection.y[1];

export default function ScatterBoxSelect() {
  const [selection, setSelection] = React.useState(null);
  const selected = selection ? cars.filter((car) => isInside(car, selection)) : [];
  const average = selected.length > 0 ? selected.reduce((sum, car) => sum + car.y, 0) / selected.length : 0;

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Used cars for sale: age and asking price
      </Typography>
      <ScatterChart
        height={320}
        xAxis={[{ label: 'Age (years)', min: 0, max: 12 }]}
        yAxis={[
          {
            label: 'Price (€)',
            min: 0,
            max: 26000,
            width: 70,
            valueFormatter: (value) => value.toLocaleString('en-US'),
          },
        ]}
        series={[
          {
            data: cars,
            label: 'Cars',
            valueFormatter: (car) => (car === null ? '' : `${car.id}: ${car.x} years, ${euros.format(car.y)}`),
          },
        ]}
        hideLegend
      >
        <BoxSelector selection={selection} onChange={setSelection} />
      </ScatterChart>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="body2" aria-live="polite">
          {selection === null
            ? 'Drag a rectangle over the chart to select cars.'
            : `${selected.length} ${selected.length === 1 ? 'car' : 'cars'} selected${selected.length > 0 ? `, average price ${euros.format(average)}: ${selected.map((car) => car.id).join(', ')}` : ''}`}
        </Typography>
        <Button size="small" variant="outlined" disabled={selection === null} onClick={() => setSelection(null)}>
          Clear selection
        </Button>
      </Stack>
    </Box>
  );
}
