import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Cash in and cash out of a small design studio in 2024, in thousands of euros.
// Expenses are negative, so the stack grows below zero.
const fees = [84, 96, 71, 112];
const grants = [12, 0, 18, 6];
const salaries = [-58, -58, -61, -61];
const rent = [-14, -14, -14, -15];

const formatThousands = (value: number | null) => (value === null ? '' : `€${value}k`);

export default function BorderRadiusBars() {
  const [radius, setRadius] = React.useState(10);
  const id = React.useId();

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Studio income and expenses per quarter, 2024
      </Typography>
      <Box sx={{ maxWidth: 320, mt: 1, px: 2 }}>
        <Typography id={`${id}-radius`} variant="body2" gutterBottom>
          borderRadius: {radius}px
        </Typography>
        <Slider
          size="small"
          min={0}
          max={24}
          value={radius}
          onChange={(_event, value) => setRadius(value as number)}
          aria-labelledby={`${id}-radius`}
        />
      </Box>
      <BarChart
        height={320}
        borderRadius={radius}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 48, valueFormatter: (value: number) => `${value}k` }]}
        series={[
          { data: fees, label: 'Client fees', stack: 'cash', valueFormatter: formatThousands },
          { data: grants, label: 'Grants', stack: 'cash', valueFormatter: formatThousands },
          { data: salaries, label: 'Salaries', stack: 'cash', valueFormatter: formatThousands },
          { data: rent, label: 'Rent', stack: 'cash', valueFormatter: formatThousands },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
