import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLabelMark } from '@mui/x-charts/ChartsLabel';
import { useLegend } from '@mui/x-charts/hooks';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Orders of a furniture shop in 2024, per sales channel.
const series = [
  { id: 'web', label: 'Website', data: [1840, 2125, 2310, 2980] },
  { id: 'app', label: 'Mobile app', data: [920, 1195, 1480, 1760] },
  { id: 'store', label: 'Showroom', data: [640, 610, 580, 720] },
];
const totals = Object.fromEntries(series.map((item) => [item.id, item.data.reduce((sum, value) => sum + value, 0)]));
const grandTotal = Object.values(totals).reduce((sum, value) => sum + value, 0);

/** A legend that also gives each channel's orders for the year and its share. */
function TotalsLegend() {
  // The same entries the default legend shows: id, label, colour and mark type.
  const { items } = useLegend();
  return (
    <Box
      component="ul"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 1 }}
    >
      {items.map((item) => (
        <Box
          component="li"
          key={item.id}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.75, borderRadius: 1, bgcolor: 'action.hover' }}
        >
          <ChartsLabelMark type={item.markType} color={item.color} />
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {item.label}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {totals[item.seriesId ?? item.id].toLocaleString('en-US')} orders,{' '}
              {Math.round((totals[item.seriesId ?? item.id] / grandTotal) * 100)}%
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export default function CustomLegendSlot() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500, mb: 1 }}>
        Orders per sales channel, 2024
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 48 }]}
        series={series.map((item) => ({ ...item, stack: 'orders' }))}
        // Your component replaces the legend, in the same place.
        slots={{ legend: TotalsLegend }}
      />
    </Box>
  );
}
