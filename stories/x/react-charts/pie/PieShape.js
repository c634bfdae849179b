import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Energy use of an office building in 2024, by purpose, in megawatt-hours.
const energy = [
  { id: 'heating', value: 182, label: 'Heating' },
  { id: 'cooling', value: 64, label: 'Cooling' },
  { id: 'lighting', value: 71, label: 'Lighting' },
  { id: 'it', value: 96, label: 'IT equipment' },
  { id: 'other', value: 37, label: 'Other' },
];

const controls = [
  { key: 'innerRadius', min: 0, max: 90, unit: '%' },
  { key: 'outerRadius', min: 50, max: 100, unit: '%' },
  { key: 'paddingAngle', min: 0, max: 10, unit: '°' },
  { key: 'cornerRadius', min: 0, max: 20, unit: 'px' },
  { key: 'startAngle', min: -180, max: 180, unit: '°' },
  { key: 'endAngle', min: -180, max: 360, unit: '°' },
];

export default function PieShape() {
  const [shape, setShape] = React.useState({
    innerRadius: 30,
    outerRadius: 100,
    paddingAngle: 2,
    cornerRadius: 5,
    startAngle: 0,
    endAngle: 360,
  });
  const id = React.useId();

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Office energy use by purpose, 2024
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          columnGap: 3,
          mt: 1,
          // Room for the slider thumbs at both ends of their rails.
          px: 2,
        }}
      >
        {controls.map(({ key, min, max, unit }) => (
          <Box key={key}>
            <Typography id={`${id}-${key}`} variant="body2">
              {key}: {shape[key]}
              {unit}
            </Typography>
            <Slider
              size="small"
              min={min}
              max={max}
              value={shape[key]}
              onChange={(_event, value) => setShape((previous) => ({ ...previous, [key]: value }))}
              aria-labelledby={`${id}-${key}`}
            />
          </Box>
        ))}
      </Box>
      <PieChart
        height={240}
        series={[
          {
            data: energy,
            // Radii given as percentage strings scale with the chart; numbers are pixels.
            innerRadius: `${shape.innerRadius}%`,
            outerRadius: `${shape.outerRadius}%`,
            paddingAngle: shape.paddingAngle,
            cornerRadius: shape.cornerRadius,
            startAngle: shape.startAngle,
            endAngle: shape.endAngle,
            valueFormatter: (item) => `${item.value} MWh`,
          },
        ]}
      />
    </Box>
  );
}
