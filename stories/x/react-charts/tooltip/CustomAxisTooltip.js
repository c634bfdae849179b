import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsTooltipContainer, useAxesTooltip } from '@mui/x-charts/ChartsTooltip';

const quarters = ['Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024'];
// Electricity sold by a supplier, in gigawatt-hours, by tariff.
const series = [
  { id: 'fixed', label: 'Fixed price', data: [412, 356, 331, 428], stack: 'sales' },
  { id: 'variable', label: 'Variable price', data: [268, 241, 229, 290], stack: 'sales' },
  { id: 'green', label: 'Green tariff', data: [155, 162, 170, 196], stack: 'sales' },
];

/** One row per tariff with its share, then the total of the quarter. */
function QuarterSummary() {
  const axes = useAxesTooltip();
  if (axes === null) return null;
  const { axisFormattedValue, seriesItems } = axes[0];
  // The hook types values for every kind of series; a bar's value is a number or null.
  const amount = (value) => (typeof value === 'number' ? value : 0);
  const total = seriesItems.reduce((sum, item) => sum + amount(item.value), 0);
  return (
    <Paper elevation={4} sx={{ p: 1.5, minWidth: 220 }}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {axisFormattedValue}
      </Typography>
      {seriesItems.map((item) => (
        <Stack key={item.seriesId} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: item.color, flexShrink: 0 }} />
          <Typography variant="body2" sx={{ flexGrow: 1 }}>
            {item.formattedLabel}
          </Typography>
          <Typography variant="body2">
            {item.formattedValue} ({Math.round((amount(item.value) / total) * 100)}%)
          </Typography>
        </Stack>
      ))}
      <Typography variant="body2" sx={{ mt: 0.5, pt: 0.5, borderTop: 1, borderColor: 'divider', fontWeight: 500 }}>
        Total: {total} GWh
      </Typography>
    </Paper>
  );
}

function QuarterTooltip(props) {
  return (
    <ChartsTooltipContainer {...props} trigger="axis">
      <QuarterSummary />
    </ChartsTooltipContainer>
  );
}

export default function CustomAxisTooltip() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Electricity sold per tariff, 2024
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 60, label: 'GWh' }]}
        series={series.map((item) => ({ ...item, valueFormatter: (value) => `${value} GWh` }))}
        slots={{ tooltip: QuarterTooltip }}
      />
    </Box>
  );
}
