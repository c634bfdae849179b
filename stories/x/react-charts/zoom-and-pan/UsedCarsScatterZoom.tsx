import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';

// 60 used cars listed for sale: mileage in thousands of km and asking price in thousands of euros.
// The values are computed from the index, so the chart is the same on every render.
const cars = Array.from({ length: 60 }, (_, index) => {
  const mileage = 8 + ((index * 37) % 180);
  const price = Math.max(3, Math.round((31 - mileage * 0.13 + ((index * 13) % 9) - 4) * 10) / 10);
  return { id: index, x: mileage, y: price };
});

export default function UsedCarsScatterZoom() {
  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Used cars: asking price by mileage
      </Typography>
      <ScatterChartPro
        height={320}
        // Both axes zoom: the wheel zooms around the pointer in both directions at once.
        xAxis={[{ zoom: true, label: 'Mileage (thousand km)', min: 0, max: 200 }]}
        yAxis={[
          {
            zoom: true,
            label: 'Price (thousand EUR)',
            min: 0,
            max: 35,
            width: 56,
          },
        ]}
        series={[
          {
            data: cars,
            label: 'Car',
            valueFormatter: (car) => (car ? `${car.x}k km, €${car.y}k` : ''),
          },
        ]}
        hideLegend
        grid={{ horizontal: true, vertical: true }}
      />
    </Box>
  );
}
