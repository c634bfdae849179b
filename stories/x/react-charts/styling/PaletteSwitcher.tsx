import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  mangoFusionPalette,
  rainbowSurgePalette,
} from '@mui/x-charts/colorPalettes';

const palettes = {
  rainbowSurge: { label: 'Rainbow surge', palette: rainbowSurgePalette },
  blueberryTwilight: { label: 'Blueberry twilight', palette: blueberryTwilightPalette },
  mangoFusion: { label: 'Mango fusion', palette: mangoFusionPalette },
  cheerfulFiesta: { label: 'Cheerful fiesta', palette: cheerfulFiestaPalette },
};
type PaletteName = keyof typeof palettes;

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Website sessions per acquisition channel, first half of 2024, in thousands.
const channels = [
  { label: 'Organic search', data: [48, 51, 55, 53, 58, 61] },
  { label: 'Direct', data: [31, 30, 33, 34, 33, 36] },
  { label: 'Social', data: [18, 22, 19, 25, 27, 24] },
  { label: 'Email', data: [12, 14, 11, 15, 13, 16] },
  { label: 'Referral', data: [8, 9, 10, 9, 11, 12] },
  { label: 'Paid search', data: [6, 7, 9, 8, 10, 9] },
];

export default function PaletteSwitcher() {
  const [paletteName, setPaletteName] = React.useState<PaletteName>('rainbowSurge');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Website sessions by channel, January to June 2024
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Colour palette"
        value={paletteName}
        onChange={(_event, value: PaletteName | null) => value && setPaletteName(value)}
        sx={{ mt: 1, flexWrap: 'wrap' }}
      >
        {(Object.keys(palettes) as PaletteName[]).map((name) => (
          <ToggleButton key={name} value={name}>
            {palettes[name].label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        height={320}
        // A palette is a function of the mode ('light' or 'dark') or a plain array of colours.
        colors={palettes[paletteName].palette}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ width: 40, valueFormatter: (value: number) => (value === 0 ? '0' : `${value}k`) }]}
        series={channels.map((channel) => ({
          ...channel,
          stack: 'sessions',
          valueFormatter: (value: number | null) => (value === null ? '' : `${value}k sessions`),
        }))}
      />
    </Box>
  );
}
