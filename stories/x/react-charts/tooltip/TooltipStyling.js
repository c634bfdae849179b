import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { chartsTooltipClasses } from '@mui/x-charts/ChartsTooltip';

const hours = ['06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00'];
// Air temperature and felt temperature at a weather station on 3 August 2024, in °C.
const air = [18.4, 21.9, 25.6, 28.8, 31.2, 31.9, 29.4, 25.1];
const feelsLike = [18.1, 22.6, 27.3, 31.5, 34.6, 35.0, 31.8, 26.2];

const celsius = (value) => (value === null ? '' : `${value.toFixed(1)} °C`);

export default function TooltipStyling() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Temperature on 3 August 2024
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ width: 48, valueFormatter: (value) => `${value} °C` }]}
        series={[
          { data: air, label: 'Air', valueFormatter: celsius },
          { data: feelsLike, label: 'Feels like', valueFormatter: celsius },
        ]}
        slotProps={{
          tooltip: {
            // The tooltip renders in a portal, outside the chart: style it through its own `sx`.
            sx: (theme) => ({
              [`& .${chartsTooltipClasses.paper}`]: {
                borderRadius: 2,
                borderColor: theme.palette.primary.main,
                boxShadow: theme.shadows[4],
              },
              [`& .${chartsTooltipClasses.table} caption`]: {
                ...theme.typography.overline,
                color: theme.palette.text.secondary,
              },
              // Two classes, to win over the cell's own styles.
              [`& .${chartsTooltipClasses.cell}.${chartsTooltipClasses.valueCell}`]: {
                fontWeight: theme.typography.fontWeightBold,
                fontVariantNumeric: 'tabular-nums',
              },
            }),
          },
        }}
      />
    </Box>
  );
}
