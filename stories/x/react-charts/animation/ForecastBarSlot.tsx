import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart, BarElementOwnerState } from '@mui/x-charts/BarChart';
import { useAnimateBar } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Electricity use of an office building in 2025, in megawatt-hours: measured until September, forecast after.
const usage = [61, 58, 52, 44, 38, 41, 47, 45, 39, 46, 53, 60];
const firstForecast = 9;

type ForecastBarProps = Omit<React.SVGProps<SVGRectElement>, 'ref' | 'id' | 'color' | 'x' | 'y' | 'width' | 'height'> &
  Parameters<typeof useAnimateBar>[0] & {
    id: string | number;
    dataIndex: number;
    color: string;
    ownerState: BarElementOwnerState;
  };

// Receives what the chart passes to its `bar` slot: position, size, identity and pointer handlers.
function ForecastBar(props: ForecastBarProps) {
  // Grows the bar from the axis like the default bar, and skips it when the chart skips animations.
  const animated = useAnimateBar(props);
  // Set aside the props that are not SVG attributes; `other` keeps the class name and the pointer handlers.
  const { ownerState, dataIndex, color, id, xOrigin, yOrigin, layout, skipAnimation, ...other } = props;
  const isForecast = dataIndex >= firstForecast;

  return (
    <rect
      {...other}
      {...animated}
      fill={isForecast ? 'url(#forecast-hatch)' : color}
      stroke={isForecast ? color : 'none'}
      strokeDasharray={isForecast ? '4 3' : undefined}
      opacity={ownerState.isFaded ? 0.3 : 1}
    />
  );
}

export default function ForecastBarSlot() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Office electricity use, 2025 (forecast from October)
      </Typography>
      <BarChart
        height={300}
        hideLegend
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ label: 'MWh', width: 48 }]}
        series={[
          {
            data: usage,
            color: '#1976d2',
            valueFormatter: (value, { dataIndex }) => `${value} MWh${dataIndex >= firstForecast ? ' (forecast)' : ''}`,
          },
        ]}
        slots={{ bar: ForecastBar }}
      >
        {/* Children are drawn inside the chart's <svg>: the pattern the forecast bars are filled with. */}
        <defs>
          <pattern id="forecast-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="6" height="6" fill="#1976d2" fillOpacity={0.15} />
            <line x1="0" y1="0" x2="0" y2="6" stroke="#1976d2" strokeWidth="2" />
          </pattern>
        </defs>
      </BarChart>
    </Box>
  );
}
