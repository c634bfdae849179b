import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

type Arc = {
  startAngle: number;
  endAngle: number;
  innerRadius: number;
  outerRadius: number;
  cornerRadius: number;
};

const controls: { key: keyof Arc; min: number; max: number; unit: string }[] = [
  { key: 'startAngle', min: -360, max: 360, unit: '°' },
  { key: 'endAngle', min: -360, max: 360, unit: '°' },
  { key: 'innerRadius', min: 0, max: 100, unit: '%' },
  { key: 'outerRadius', min: 0, max: 100, unit: '%' },
  { key: 'cornerRadius', min: 0, max: 50, unit: '%' },
];

export default function GaugeArcPlayground() {
  const [arc, setArc] = React.useState<Arc>({
    startAngle: -110,
    endAngle: 110,
    innerRadius: 80,
    outerRadius: 100,
    cornerRadius: 50,
  });
  const id = React.useId();

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: 'center' }}>
      <Box sx={{ width: '100%', maxWidth: { sm: 260 }, px: 2 }}>
        {controls.map(({ key, min, max, unit }) => (
          <Box key={key}>
            <Typography id={`${id}-${key}`} variant="body2">
              {key}: {arc[key]}
              {unit}
            </Typography>
            <Slider
              size="small"
              min={min}
              max={max}
              value={arc[key]}
              onChange={(_event, value) => setArc((previous) => ({ ...previous, [key]: value as number }))}
              aria-labelledby={`${id}-${key}`}
            />
          </Box>
        ))}
      </Box>
      <Box sx={{ flex: 1, width: '100%', textAlign: 'center' }}>
        <Gauge
          height={220}
          skipAnimation
          value={72}
          startAngle={arc.startAngle}
          endAngle={arc.endAngle}
          // Radii as percentages of the largest radius that fits; the corner radius as a
          // percentage of the arc's thickness.
          innerRadius={`${arc.innerRadius}%`}
          outerRadius={`${arc.outerRadius}%`}
          cornerRadius={`${arc.cornerRadius}%`}
          aria-labelledby={`${id}-caption`}
        />
        <Typography id={`${id}-caption`} variant="body2" color="text.secondary">
          Weekly fitness goal reached (%)
        </Typography>
      </Box>
    </Box>
  );
}
