import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, useTheme, type Theme } from '@mui/material/styles';
// Adds the charts' components to the theme's types.
import type {} from '@mui/x-charts/themeAugmentation';
import { BarChart } from '@mui/x-charts/BarChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { LineChart } from '@mui/x-charts/LineChart';

const brandColors = ['#0f766e', '#7c3aed', '#c2410c'];

// Extends a theme with the charts' defaults and styles.
const withChartsStyles = (outerTheme: Theme) =>
  createTheme(outerTheme, {
    components: {
      MuiBarChart: { defaultProps: { colors: brandColors, borderRadius: 4, grid: { horizontal: true } } },
      MuiLineChart: { defaultProps: { colors: brandColors, grid: { horizontal: true } } },
      MuiChartsAxis: {
        styleOverrides: {
          root: {
            [`& .${axisClasses.line}, & .${axisClasses.tick}`]: { stroke: outerTheme.palette.divider },
            [`& .${axisClasses.tickLabel}`]: { fill: outerTheme.palette.text.secondary },
          },
        },
      },
      MuiChartsGrid: { styleOverrides: { line: { strokeDasharray: '2 4' } } },
    },
  });

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function ThemeOverrides() {
  // Extends the page's theme (or the default one), so the mode and direction stay those of the page.
  const outerTheme = useTheme();
  const theme = React.useMemo(() => withChartsStyles(outerTheme), [outerTheme]);
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
          <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
            New customers per quarter, 2024
          </Typography>
          {/* No styling props: colours, rounded bars and grid come from the theme. */}
          <BarChart
            height={260}
            xAxis={[{ scaleType: 'band', data: quarters }]}
            yAxis={[{ width: 40 }]}
            series={[
              { label: 'Europe', data: [182, 204, 197, 231] },
              { label: 'Americas', data: [143, 161, 175, 188] },
            ]}
          />
        </Box>
        <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
          <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
            Support tickets per month, 2024
          </Typography>
          <LineChart
            height={260}
            xAxis={[{ scaleType: 'point', data: months }]}
            yAxis={[{ width: 40 }]}
            series={[
              { label: 'Opened', data: [412, 388, 451, 430, 398, 372] },
              { label: 'Solved', data: [395, 401, 437, 442, 405, 380] },
            ]}
          />
        </Box>
      </Box>
    </ThemeProvider>
  );
}
