import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';

// Students of one course, spring 2024: hours spent on the online exercises (x) and exam score (y).
const students = [
  [2, 34],
  [3, 41],
  [4, 38],
  [5, 52],
  [6, 47],
  [7, 58],
  [8, 55],
  [9, 63],
  [10, 61],
  [11, 70],
  [12, 66],
  [13, 74],
  [14, 81],
  [15, 72],
  [16, 85],
  [18, 79],
  [19, 88],
  [21, 91],
  [23, 86],
  [25, 94],
].map(([x, y], index) => ({ id: `student-${index + 1}`, x, y }));

export default function PiecewiseColorScatter() {
  const theme = useTheme();
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Exercise time and exam score (pass mark 50)
      </Typography>
      <ScatterChart
        height={320}
        xAxis={[{ label: 'Hours on exercises', min: 0 }]}
        yAxis={[
          {
            label: 'Exam score',
            width: 48,
            min: 0,
            max: 100,
            // Scores below 50 fail, scores from 50 pass.
            colorMap: {
              type: 'piecewise',
              thresholds: [50],
              colors: [theme.palette.error.main, theme.palette.success.main],
            },
          },
        ]}
        series={[
          {
            label: 'Students',
            data: students,
            valueFormatter: (point) => (point === null ? '' : `${point.x} hours, score ${point.y}`),
          },
        ]}
        slots={{ legend: PiecewiseColorLegend }}
        slotProps={{
          legend: {
            axisDirection: 'y',
            labelFormatter: ({ min }) => (min === null ? 'Fail' : 'Pass'),
            labelPosition: 'end',
            direction: 'vertical',
          },
        }}
      />
    </Box>
  );
}
