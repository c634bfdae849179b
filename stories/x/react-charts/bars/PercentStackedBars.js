import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Answers to "How satisfied are you with our support?", number of respondents per quarter.
const survey = [
  { quarter: 'Q1', unhappy: 42, neutral: 118, happy: 240 },
  { quarter: 'Q2', unhappy: 35, neutral: 96, happy: 310 },
  { quarter: 'Q3', unhappy: 51, neutral: 140, happy: 205 },
  { quarter: 'Q4', unhappy: 22, neutral: 88, happy: 392 },
];

const formatRespondents = (value) => (value === null ? '' : `${value} respondents`);

export default function PercentStackedBars() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Support satisfaction survey, share of answers per quarter
      </Typography>
      <BarChart
        height={300}
        dataset={survey}
        xAxis={[{ scaleType: 'band', dataKey: 'quarter' }]}
        yAxis={[{ width: 48, valueFormatter: (value) => `${Math.round(value * 100)}%` }]}
        // `stackOffset: 'expand'` scales every stack to the same height: each segment is a share.
        series={[
          {
            dataKey: 'unhappy',
            label: 'Unhappy',
            stack: 'answers',
            stackOffset: 'expand',
            valueFormatter: formatRespondents,
          },
          { dataKey: 'neutral', label: 'Neutral', stack: 'answers', valueFormatter: formatRespondents },
          { dataKey: 'happy', label: 'Happy', stack: 'answers', valueFormatter: formatRespondents },
        ]}
      />
    </Box>
  );
}
