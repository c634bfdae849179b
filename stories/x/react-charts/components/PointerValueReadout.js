import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Mean daily maximum temperature in a Mediterranean city, in °C.
const meanMax = [13.1, 14.2, 16.8, 19.5, 23.4, 27.9, 31.2, 31.0, 27.4, 22.6, 17.5, 14.0];

const toFahrenheit = (celsius) => (celsius * 9) / 5 + 32;

// A horizontal rule that follows the pointer and reads its height on both y-axes.
function PointerReadout() {
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();
  const celsiusScale = useYScale('celsius');
  const fahrenheitScale = useYScale('fahrenheit');
  const [pointerY, setPointerY] = React.useState(null);

  return (
    <g>
      {/* A transparent rectangle over the drawing area catches the pointer. */}
      <rect
        x={left}
        y={top}
        width={width}
        height={height}
        fill="transparent"
        onPointerMove={(event) => setPointerY(top + event.clientY - event.currentTarget.getBoundingClientRect().top)}
        onPointerLeave={() => setPointerY(null)}
      />
      {pointerY !== null && (
        <g pointerEvents="none" fill={theme.palette.text.primary} fontSize={12}>
          <line
            x1={left}
            x2={left + width}
            y1={pointerY}
            y2={pointerY}
            stroke={theme.palette.text.secondary}
            strokeDasharray="3 3"
          />
          {/* invert() turns a pixel position back into a value of the axis. */}
          <text x={left + 6} y={pointerY - 6}>
            {`${celsiusScale.invert(pointerY).toFixed(1)} °C`}
          </text>
          <text x={left + width - 6} y={pointerY - 6} textAnchor="end">
            {`${fahrenheitScale.invert(pointerY).toFixed(1)} °F`}
          </text>
        </g>
      )}
    </g>
  );
}

export default function PointerValueReadout() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Mean daily maximum temperature per month, in °C and °F
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[
          { id: 'celsius', min: 10, max: 35, width: 44, valueFormatter: (value) => `${value} °C` },
          // The same range in Fahrenheit, on the right. No series uses this axis.
          {
            id: 'fahrenheit',
            min: toFahrenheit(10),
            max: toFahrenheit(35),
            position: 'right',
            width: 44,
            valueFormatter: (value) => `${value} °F`,
          },
        ]}
        series={[
          { data: meanMax, yAxisId: 'celsius', label: 'Mean maximum', valueFormatter: (value) => `${value} °C` },
        ]}
        hideLegend
      >
        <PointerReadout />
      </LineChart>
    </Box>
  );
}
