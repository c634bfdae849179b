import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Toolbar } from '@mui/x-charts/Toolbar';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';
import { ChartsToolbarImageExportTrigger, ChartsToolbarPrintExportTrigger } from '@mui/x-charts-pro/ChartsToolbarPro';

const fileName = 'used-car-prices';

// A toolbar with two labelled buttons instead of the default export menu.
function ExportButtons() {
  return (
    <Toolbar>
      <ChartsToolbarPrintExportTrigger options={{ fileName }}>Print</ChartsToolbarPrintExportTrigger>
      <ChartsToolbarImageExportTrigger options={{ type: 'image/png', fileName }}>Download PNG</ChartsToolbarImageExportTrigger>
    </Toolbar>
  );
}

// Used cars of one model for sale in March 2024: age in years and asking price in thousands of euros.
const cars = [
  [1, 27.9], [1, 26.4], [2, 24.8], [2, 23.5], [2, 25.1], [3, 21.9], [3, 20.7], [4, 19.8], [4, 18.2], [4, 19.1],
  [5, 16.9], [5, 17.4], [6, 15.2], [6, 14.1], [7, 13.6], [7, 12.4], [8, 11.9], [9, 10.2], [9, 9.6], [10, 8.8],
].map(([age, price], index) => ({ id: index, x: age, y: price }));

export default function CustomExportButtons() {
  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Asking price of used cars by age, March 2024
      </Typography>
      <ScatterChartPro
        height={300}
        showToolbar
        slots={{ toolbar: ExportButtons }}
        xAxis={[{ label: 'Age (years)', min: 0, max: 11 }]}
        yAxis={[{ width: 44, valueFormatter: (value: number) => `€${value}k` }]}
        series={[
          {
            data: cars,
            label: 'Cars for sale',
            valueFormatter: (car) => (car === null ? '' : `${car.x} years, €${car.y}k`),
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
