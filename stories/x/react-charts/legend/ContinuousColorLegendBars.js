import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ContinuousColorLegend, continuousColorLegendClasses } from '@mui/x-charts/ChartsLegend';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Mean monthly temperature in Montreal, in °C (long-term averages, rounded).
const meanTemperature = [-10, -8, -2, 6, 13, 19, 21, 20, 15, 8, 2, -6];

export default function ContinuousColorLegendBars() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Mean monthly temperature in Montreal
      </Typography>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[
          {
            width: 48,
            // Used for the ticks and, with location 'legend', for the legend's labels.
            valueFormatter: (value) => `${value} °C`,
            // Each bar takes the colour of its value on a blue to red scale.
            colorMap: { type: 'continuous', min: -12, max: 24, color: ['#2563eb', '#dc2626'] },
          },
        ]}
        series={[{ data: meanTemperature, label: 'Mean temperature', valueFormatter: (value) => `${value} °C` }]}
        // The legend shows the colour scale of the y-axis instead of the series.
        slots={{ legend: ContinuousColorLegend }}
        slotProps={{
          legend: {
            axisDirection: 'y',
            sx: {
              width: 280,
              maxWidth: '100%',
              // Keep each label on one line.
              [`& .${continuousColorLegendClasses.label}`]: { whiteSpace: 'nowrap' },
            },
          },
        }}
      />
    </Box>
  );
}
