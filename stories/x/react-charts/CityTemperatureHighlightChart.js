import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Average daily high temperature per month, in degrees Celsius (rounded climate normals).
const cities = [
  { id: 'lisbon', label: 'Lisbon', data: [15, 16, 19, 20, 23, 26, 28, 29, 27, 23, 18, 15] },
  { id: 'oslo', label: 'Oslo', data: [0, 1, 5, 11, 16, 20, 22, 21, 16, 10, 4, 1] },
  { id: 'cairo', label: 'Cairo', data: [19, 21, 24, 28, 32, 34, 35, 35, 33, 30, 25, 21] },
];

const formatTemperature = (value) => (value === null ? '' : `${value} °C`);

export default function CityTemperatureHighlightChart() {
  // The id of the highlighted city, or 'none'. Hovering a line also updates it.
  const [highlighted, setHighlighted] = React.useState('none');
  const highlightedItem = highlighted === 'none' ? null : { seriesId: highlighted };

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Average daily high temperature by month
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Highlighted city"
        value={highlighted}
        onChange={(_event, value) => {
          if (value !== null) setHighlighted(value);
        }}
        sx={{ mt: 1 }}
      >
        <ToggleButton value="none">None</ToggleButton>
        {cities.map((city) => (
          <ToggleButton key={city.id} value={city.id}>
            {city.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LineChart
        height={320}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ label: 'Temperature (°C)', width: 56 }]}
        series={cities.map((city) => ({
          ...city,
          showMark: false,
          valueFormatter: formatTemperature,
          // Highlight every point of the hovered or chosen city and fade the other cities.
          highlightScope: { highlight: 'series', fade: 'global' },
        }))}
        highlightedItem={highlightedItem}
        onHighlightChange={(item) => setHighlighted(item === null ? 'none' : String(item.seriesId))}
        // One tooltip lists every city for the month under the pointer.
        slotProps={{ tooltip: { trigger: 'axis' } }}
        axisHighlight={{ x: 'line' }}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
