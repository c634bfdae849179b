import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

const regions = ['North', 'East', 'South', 'West', 'Centre'];
// Share of parcels delivered the day after the order, October 2024.
const nextDay = [88, 74, 91, 79, 93];

// Replaces the default label, which is centred in the bar, with one drawn above it.
function LabelAboveBar(props) {
  const { x, y, width, className, children } = props;
  const theme = useTheme();
  return (
    <text
      className={className}
      x={x + width / 2}
      y={y - 6}
      textAnchor="middle"
      fill={theme.palette.text.primary}
      style={{ fontFamily: theme.typography.fontFamily, fontSize: 13, pointerEvents: 'none' }}
    >
      {children}
    </text>
  );
}

export default function LabelsAboveBars() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Parcels delivered the next day, by region, October 2024
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: regions }]}
        // A fixed maximum leaves room above the tallest bar for its label.
        yAxis={[{ min: 0, max: 100, width: 48, valueFormatter: (value) => `${value}%` }]}
        series={[
          {
            data: nextDay,
            label: 'Delivered next day',
            valueFormatter: (value) => (value === null ? '' : `${value}%`),
          },
        ]}
        barLabel={(item) => `${item.value}%`}
        slots={{ barLabel: LabelAboveBar }}
        hideLegend
      />
    </Box>
  );
}
