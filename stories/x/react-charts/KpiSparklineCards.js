import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const weeks = Array.from({ length: 12 }, (_, index) => `Week ${index + 1}`);

// One value per week for the last twelve weeks of an online shop.
const kpis = [
  {
    label: 'Weekly active customers',
    value: '48.2k',
    change: '+6.1% in 12 weeks',
    plotType: 'line',
    area: true,
    yMin: 44,
    data: [45.4, 45.9, 45.1, 46.2, 46.8, 46.5, 47.0, 47.6, 47.2, 47.9, 48.5, 48.2],
    format: (value) => (value === null ? '' : `${value.toFixed(1)}k customers`),
  },
  {
    label: 'Checkout conversion',
    value: '3.4%',
    change: '+0.3 points in 12 weeks',
    plotType: 'line',
    data: [3.1, 3.0, 3.2, 3.1, 3.3, 3.2, 3.2, 3.4, 3.3, 3.5, 3.3, 3.4],
    format: (value) => (value === null ? '' : `${value.toFixed(1)}%`),
  },
  {
    label: 'Support tickets',
    value: '126',
    change: '−18% in 12 weeks',
    plotType: 'bar',
    data: [154, 149, 161, 142, 138, 145, 133, 129, 137, 124, 131, 126],
    format: (value) => (value === null ? '' : `${value} tickets`),
  },
];

export default function KpiSparklineCards() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500, mb: 1 }}>
        Shop metrics, last 12 weeks
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {kpis.map((kpi) => (
          <Paper key={kpi.label} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {kpi.label}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
              {kpi.value}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {kpi.change}
            </Typography>
            {/* Sparklines never animate, so they take no skipAnimation prop. */}
            <SparkLineChart
              height={56}
              title={`${kpi.label}, weekly values for the last 12 weeks`}
              data={kpi.data}
              plotType={kpi.plotType}
              area={kpi.area}
              xAxis={{ data: weeks }}
              yAxis={{ min: kpi.yMin }}
              valueFormatter={kpi.format}
              showTooltip
              showHighlight
            />
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
