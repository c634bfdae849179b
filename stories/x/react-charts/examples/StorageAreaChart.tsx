import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Cloud storage used by a design team at the end of each month of 2024, by file type, in terabytes.
const dataset = [
  { month: 'Jan', video: 4.2, images: 2.8, documents: 0.6 },
  { month: 'Feb', video: 4.6, images: 3.0, documents: 0.6 },
  { month: 'Mar', video: 5.3, images: 3.1, documents: 0.7 },
  { month: 'Apr', video: 5.9, images: 3.4, documents: 0.7 },
  { month: 'May', video: 6.1, images: 3.6, documents: 0.8 },
  { month: 'Jun', video: 7.4, images: 3.9, documents: 0.8 },
  { month: 'Jul', video: 7.8, images: 4.3, documents: 0.9 },
  { month: 'Aug', video: 8.0, images: 4.4, documents: 0.9 },
  { month: 'Sep', video: 9.2, images: 4.8, documents: 1.0 },
  { month: 'Oct', video: 9.9, images: 5.1, documents: 1.0 },
  { month: 'Nov', video: 10.6, images: 5.5, documents: 1.1 },
  { month: 'Dec', video: 11.3, images: 5.8, documents: 1.1 },
];

const terabytes = (value: number | null) => (value === null ? null : `${value.toFixed(1)} TB`);

export default function StorageAreaChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Cloud storage used by file type, 2024
      </Typography>
      <LineChart
        height={300}
        dataset={dataset}
        xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
        yAxis={[{ label: 'TB', width: 48 }]}
        series={[
          { dataKey: 'video', label: 'Video', stack: 'storage', area: true, showMark: false, valueFormatter: terabytes },
          { dataKey: 'images', label: 'Images', stack: 'storage', area: true, showMark: false, valueFormatter: terabytes },
          { dataKey: 'documents', label: 'Documents', stack: 'storage', area: true, showMark: false, valueFormatter: terabytes },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
