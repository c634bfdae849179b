import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { bluePalette } from '@mui/x-charts/colorPalettes';

const departments = ['Engineering', 'Sales', 'Support', 'Finance', 'Operations'];
// Answers to "How many days a week do you work from home?", percentage of each department, 2024 staff survey.
const answers = [
  { label: '0 days', data: [6, 18, 12, 14, 41] },
  { label: '1 day', data: [9, 27, 15, 22, 28] },
  { label: '2 days', data: [24, 31, 26, 35, 19] },
  { label: '3 days', data: [38, 17, 29, 21, 9] },
  { label: '4–5 days', data: [23, 7, 18, 8, 3] },
];

export default function SequentialPalette() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Days worked from home per week, by department
      </Typography>
      <BarChart
        height={340}
        layout="horizontal"
        // Five of the eight shades of the sequential blue palette, from light to dark.
        colors={(mode) => bluePalette(mode).slice(1, 6)}
        yAxis={[{ scaleType: 'band', data: departments, width: 92 }]}
        xAxis={[{ max: 100, valueFormatter: (value: number) => `${value}%` }]}
        series={answers.map((answer) => ({
          ...answer,
          stack: 'answers',
          valueFormatter: (value: number | null) => (value === null ? '' : `${value}%`),
        }))}
      />
    </Box>
  );
}
