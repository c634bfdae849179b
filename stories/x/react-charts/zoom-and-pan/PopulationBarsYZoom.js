import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

// The 20 most populous countries, mid-2023 estimates, in millions.
const countries = [
  { country: 'India', population: 1429 },
  { country: 'China', population: 1426 },
  { country: 'United States', population: 340 },
  { country: 'Indonesia', population: 278 },
  { country: 'Pakistan', population: 240 },
  { country: 'Nigeria', population: 224 },
  { country: 'Brazil', population: 216 },
  { country: 'Bangladesh', population: 173 },
  { country: 'Russia', population: 144 },
  { country: 'Mexico', population: 128 },
  { country: 'Ethiopia', population: 127 },
  { country: 'Japan', population: 124 },
  { country: 'Philippines', population: 117 },
  { country: 'Egypt', population: 113 },
  { country: 'DR Congo', population: 102 },
  { country: 'Vietnam', population: 99 },
  { country: 'Iran', population: 89 },
  { country: 'Turkey', population: 86 },
  { country: 'Germany', population: 84 },
  { country: 'Thailand', population: 72 },
];

export default function PopulationBarsYZoom() {
  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Most populous countries, 2023 (millions)
      </Typography>
      <BarChartPro
        height={420}
        layout="horizontal"
        dataset={countries}
        yAxis={[
          {
            scaleType: 'band',
            dataKey: 'country',
            width: 100,
            // The categories are on the y-axis, so that is the axis to zoom. The slider sits beside it,
            // and 'discard' lets the x-axis fit the countries in view.
            zoom: {
              slider: { enabled: true },
              minSpan: 20,
              filterMode: 'discard',
            },
          },
        ]}
        xAxis={[{ label: 'Population (millions)' }]}
        series={[
          {
            dataKey: 'population',
            label: 'Population',
            valueFormatter: (value) => `${value} million`,
          },
        ]}
        hideLegend
        grid={{ vertical: true }}
      />
    </Box>
  );
}
