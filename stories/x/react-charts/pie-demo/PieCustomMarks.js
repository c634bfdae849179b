import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { PieChart } from '@mui/x-charts/PieChart';

// Custom marks for the legend and the tooltip. Each receives the colour of its slice and draws
// an icon in a 24 × 24 box, scaled down to the size of a mark.
function CheckMark({ className, color }) {
  return (
    <svg className={className} viewBox="0 0 24 24">
      <circle cx="12" cy="12" r="12" fill={color} />
      <path d="M6.5 12.5l3.5 3.5 7.5-8" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

function QuestionMark({ className, color }) {
  return (
    <svg className={className} viewBox="0 0 24 24">
      <circle cx="12" cy="12" r="12" fill={color} />
      <path
        d="M9 9.5a3 3 0 1 1 4.5 2.6c-1 .6-1.5 1.2-1.5 2.4"
        fill="none"
        stroke="#1b1b1b"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <circle cx="12" cy="18.5" r="1.6" fill="#1b1b1b" />
    </svg>
  );
}

function CrossMark({ className, color }) {
  return (
    <svg className={className} viewBox="0 0 24 24">
      <circle cx="12" cy="12" r="12" fill={color} />
      <path d="M8 8l8 8M16 8l-8 8" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

// Answers of 1,240 users to "Would you recommend the app to a friend?", app survey of June 2024.
const answers = [
  { id: 'yes', label: 'Yes', value: 771, color: '#2e7d32', labelMarkType: CheckMark },
  { id: 'maybe', label: 'Maybe', value: 285, color: '#f9a825', labelMarkType: QuestionMark },
  { id: 'no', label: 'No', value: 184, color: '#c62828', labelMarkType: CrossMark },
];
const total = answers.reduce((sum, item) => sum + item.value, 0);

export default function PieCustomMarks() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Would you recommend the app to a friend? June 2024 survey
      </Typography>
      <PieChart
        height={260}
        series={[
          {
            data: answers,
            innerRadius: '50%',
            paddingAngle: 2,
            cornerRadius: 4,
            valueFormatter: (item) => `${item.value} users (${Math.round((item.value / total) * 100)}%)`,
          },
        ]}
        // Bigger marks in the legend, so that the icons are easy to tell apart.
        slotProps={{ legend: { sx: { '& .MuiChartsLabelMark-root': { width: 18, height: 18 } } } }}
      />
    </Box>
  );
}
