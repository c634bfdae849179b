import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const hours = ['0–4', '4–8', '8–12', '12–16', '16–20', '20–24'];
// Average wholesale electricity price in one week of January 2024, by weekday and time of day, in €/MWh.
const prices = [
  [62, 71, 118, 96, 142, 88],
  [58, 69, 121, 99, 151, 91],
  [60, 74, 126, 104, 158, 95],
  [57, 70, 115, 92, 139, 86],
  [55, 66, 108, 87, 131, 79],
  [49, 52, 74, 63, 98, 71],
  [46, 48, 66, 58, 94, 69],
];

// One [x index, y index, value] tuple per cell.
const data = prices.flatMap((row, dayIndex) => row.map((price, hourIndex) => [hourIndex, dayIndex, price]));

export default function ElectricityPriceHeatmap() {
  return (
    // Without a license key, the Pro chart draws a watermark over its nearest positioned ancestor.
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Electricity price by day and time, one week of January 2024 (€/MWh)
      </Typography>
      <Heatmap
        height={320}
        xAxis={[{ data: hours, label: 'Time of day' }]}
        yAxis={[{ data: days, width: 48 }]}
        zAxis={[
          { min: 40, max: 160, colorMap: { type: 'continuous', min: 40, max: 160, color: ['#fff3e0', '#bf360c'] } },
        ]}
        series={[
          {
            data,
            label: 'Price',
            valueFormatter: (value) => (value === null ? '' : `€${value[2]}/MWh`),
          },
        ]}
        hideLegend={false}
      />
    </Box>
  );
}
