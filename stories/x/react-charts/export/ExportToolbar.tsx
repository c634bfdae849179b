import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Annual consumer price inflation, in percent, 2015 to 2024 (rounded).
const years = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];

const inflation = [
  { id: 'euroArea', label: 'Euro area', data: [0.2, 0.2, 1.5, 1.8, 1.2, 0.3, 2.6, 8.4, 5.4, 2.4] },
  { id: 'unitedStates', label: 'United States', data: [0.1, 1.3, 2.1, 2.4, 1.8, 1.2, 4.7, 8.0, 4.1, 2.9] },
  { id: 'japan', label: 'Japan', data: [0.8, -0.1, 0.5, 1.0, 0.5, 0.0, -0.2, 2.5, 3.3, 2.7] },
];

const formatPercent = (value: number | null) => (value === null ? '' : `${value.toFixed(1)}%`);

export default function ExportToolbar() {
  return (
    // Positioned, so that the licence watermark (shown when no key is set) stays over the chart.
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Annual consumer price inflation, 2015 to 2024
      </Typography>
      <LineChartPro
        height={320}
        // Adds the toolbar, with its export menu: Print and Export as PNG.
        showToolbar
        xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => `${year}` }]}
        yAxis={[{ width: 44, valueFormatter: (value: number) => `${value}%` }]}
        series={inflation.map((country) => ({ ...country, showMark: false, valueFormatter: formatPercent }))}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
