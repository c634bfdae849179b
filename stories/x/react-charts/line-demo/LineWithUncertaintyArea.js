import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { LineChart, lineElementClasses } from '@mui/x-charts/LineChart';

const weeks = ['W27', 'W28', 'W29', 'W30', 'W31', 'W32', 'W33', 'W34', 'W35', 'W36', 'W37', 'W38'];
// Forecast of weekly ice cream sales for summer 2024 (thousands of tubs), with its 80% interval.
const forecast = [42, 46, 51, 55, 57, 56, 53, 49, 44, 38, 33, 29];
const low = [39, 41, 44, 46, 46, 44, 40, 35, 30, 24, 19, 15];
const high = [45, 51, 58, 64, 68, 69, 66, 63, 58, 52, 47, 43];

const tubs = (value) => (value === null ? null : `${value}k tubs`);

export default function LineWithUncertaintyArea() {
  const theme = useTheme();
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Ice cream sales forecast with 80% interval, summer 2024
      </Typography>
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: weeks }]}
        yAxis={[{ label: 'Tubs (thousands)', width: 56, min: 0 }]}
        series={[
          // The band is two stacked areas: an invisible one up to the low bound, and on top of it
          // one as tall as the interval (high minus low). The hidden one has no label and no tooltip row.
          {
            id: 'low',
            data: low,
            stack: 'interval',
            area: true,
            showMark: false,
            disableHighlight: true,
            color: 'transparent',
            valueFormatter: () => null,
          },
          {
            id: 'interval',
            data: high.map((value, index) => value - low[index]),
            stack: 'interval',
            area: true,
            showMark: false,
            disableHighlight: true,
            label: '80% interval',
            color: alpha(theme.palette.primary.main, 0.3),
            // The tooltip shows both bounds rather than the height of the band.
            valueFormatter: (_value, { dataIndex }) => `${low[dataIndex]}k to ${high[dataIndex]}k tubs`,
          },
          {
            id: 'forecast',
            data: forecast,
            label: 'Forecast',
            color: theme.palette.primary.main,
            valueFormatter: tubs,
          },
        ]}
        sx={{
          // Only the forecast is drawn as a line; the band has no outline.
          [`& .${lineElementClasses.root}[data-series="low"], & .${lineElementClasses.root}[data-series="interval"]`]: {
            display: 'none',
          },
        }}
      />
    </Box>
  );
}
