import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Darker shades keep contrast on a white background, lighter ones on a dark background.
const platformColors = (mode) =>
  mode === 'dark' ? ['#60a5fa', '#34d399', '#fbbf24'] : ['#1d4ed8', '#047857', '#b45309'];

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// App downloads per platform in 2024, in thousands; the yearly plan was 120k per quarter in total.
const series = [
  { label: 'iOS', data: [41, 46, 52, 61] },
  { label: 'Android', data: [48, 50, 57, 66] },
  { label: 'Web', data: [14, 17, 15, 19] },
];

function ModePanel({ mode }) {
  const outerTheme = useTheme();
  // A theme of the given mode that keeps the page's direction (left to right or right to left).
  const theme = React.useMemo(
    () => createTheme({ direction: outerTheme.direction, palette: { mode } }),
    [outerTheme.direction, mode],
  );
  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ p: 1.5, flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3" sx={{ m: 0 }}>
          {mode === 'dark' ? 'Dark mode' : 'Light mode'}
        </Typography>
        <BarChart
          height={240}
          colors={platformColors}
          xAxis={[{ scaleType: 'band', data: quarters }]}
          yAxis={[{ width: 36 }]}
          series={series.map((item) => ({ ...item, stack: 'downloads' }))}
        >
          {/* The label takes the theme's text colour, like the axes. */}
          <ChartsReferenceLine y={120} label="Plan" labelAlign="start" lineStyle={{ strokeDasharray: '4 4' }} />
        </BarChart>
      </Paper>
    </ThemeProvider>
  );
}

export default function LightDarkPalette() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        App downloads per quarter in thousands, 2024, drawn in both modes
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, mt: 1 }}>
        <ModePanel mode="light" />
        <ModePanel mode="dark" />
      </Box>
    </Box>
  );
}
