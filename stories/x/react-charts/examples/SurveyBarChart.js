import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart, barLabelClasses } from '@mui/x-charts/BarChart';

// Answers to "Which build tools did you use this year?" in a survey of 2,400 front-end developers.
const dataset = [
  { tool: 'Vite', share: 71 },
  { tool: 'webpack', share: 48 },
  { tool: 'esbuild', share: 33 },
  { tool: 'Rollup', share: 21 },
  { tool: 'Parcel', share: 9 },
  { tool: 'Turbopack', share: 7 },
];

export default function SurveyBarChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Build tools used by front-end developers (% of respondents)
      </Typography>
      <BarChart
        height={300}
        layout="horizontal"
        dataset={dataset}
        yAxis={[{ scaleType: 'band', dataKey: 'tool', width: 80 }]}
        xAxis={[{ min: 0, max: 100, valueFormatter: (value) => `${value}%` }]}
        series={[
          {
            dataKey: 'share',
            label: 'Respondents',
            color: '#1565c0',
            valueFormatter: (value) => (value === null ? null : `${value}%`),
          },
        ]}
        // White text needs the bar behind it: bars too short for the label (on a phone) get none.
        barLabel={(item, context) => (context.bar.width >= 36 ? `${item.value}%` : null)}
        hideLegend
        borderRadius={4}
        sx={{ [`& .${barLabelClasses.root}`]: { fill: '#fff', fontWeight: 500 } }}
      />
    </Box>
  );
}
