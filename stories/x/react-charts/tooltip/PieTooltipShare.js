import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Answers of 1,240 employees to "How do you prefer to work?", staff survey, March 2024.
const answers = [
  { id: 'hybrid', value: 652, label: 'Hybrid' },
  { id: 'remote', value: 318, label: 'Fully remote' },
  { id: 'office', value: 203, label: 'In the office' },
  { id: 'none', value: 67, label: 'No preference' },
];
const total = answers.reduce((sum, answer) => sum + answer.value, 0);

export default function PieTooltipShare() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Preferred way of working, staff survey 2024
      </Typography>
      <PieChart
        height={280}
        series={[
          {
            data: answers,
            innerRadius: 60,
            // A pie's formatter receives the whole slice, so it can add its share of the total.
            valueFormatter: (item) => `${item.value} people (${Math.round((item.value / total) * 100)}%)`,
          },
        ]}
      />
    </Box>
  );
}
