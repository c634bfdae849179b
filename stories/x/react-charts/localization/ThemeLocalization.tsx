import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { ptBR } from '@mui/x-charts/locales';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

const months = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
// Monthly rainfall in São Paulo, in millimetres (long-term averages, rounded).
const rainfall = [292, 258, 217, 86, 66, 51, 39, 32, 83, 127, 143, 212];

export default function ThemeLocalization() {
  // Adds the Portuguese (Brazil) texts to the current theme, keeping its colours and mode.
  const theme = useTheme();
  const themeWithLocale = React.useMemo(() => createTheme(theme, ptBR), [theme]);

  return (
    <ThemeProvider theme={themeWithLocale}>
      <Box component="figure" sx={{ m: 0 }}>
        <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
          Chuva média por mês em São Paulo
        </Typography>
        <LineChartPro
          height={320}
          xAxis={[{ id: 'months', scaleType: 'point', data: months, zoom: true }]}
          yAxis={[{ width: 48, label: 'mm' }]}
          series={[{ data: rainfall, label: 'Chuva', area: true, valueFormatter: (value) => `${value} mm` }]}
          hideLegend
          // The toolbar's tooltips and menu entries come from the locale texts.
          showToolbar
        />
      </Box>
    </ThemeProvider>
  );
}
