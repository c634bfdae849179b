import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsLabelMark } from '@mui/x-charts/ChartsLabel';
import { PiePlot } from '@mui/x-charts/PieChart';
import { useLegend, usePieSeries } from '@mui/x-charts/hooks';

// Sessions on an online bookshop in March 2025, by traffic source.
const sources = [
  { id: 'search', label: 'Organic search', value: 41200 },
  { id: 'direct', label: 'Direct', value: 23800 },
  { id: 'social', label: 'Social media', value: 15100 },
  { id: 'email', label: 'Newsletter', value: 9600 },
  { id: 'ads', label: 'Paid ads', value: 7300 },
];

// A legend of our own: one row per legend item, with the chart's mark, the label and the share.
function LegendWithShares() {
  const { items } = useLegend();
  const [series] = usePieSeries();
  const total = series ? series.data.reduce((sum, slice) => sum + slice.value, 0) : 0;
  return (
    <Box
      component="ul"
      aria-label="Traffic sources"
      sx={{ listStyle: 'none', m: 0, p: 0, minWidth: 200, display: 'grid', gap: 0.75, alignContent: 'center' }}
    >
      {items.map((item) => {
        // For a pie series, each item is a slice: `itemId` is the id of the slice.
        const slice = series?.data.find((entry) => entry.id === item.itemId);
        const share = slice && total ? Math.round((slice.value / total) * 100) : 0;
        return (
          <Box component="li" key={item.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, typography: 'body2' }}>
            <ChartsLabelMark type={item.markType} color={item.color} />
            <Box component="span" sx={{ flexGrow: 1 }}>
              {item.label}
            </Box>
            <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}>
              {`${share}%`}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

export default function TrafficLegendTable() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Sessions by traffic source, March 2025
      </Typography>
      <ChartDataProvider
        height={220}
        series={[
          {
            type: 'pie',
            id: 'sessions',
            data: sources,
            innerRadius: '50%',
            valueFormatter: (item) => `${item.value.toLocaleString('en-US')} sessions`,
          },
        ]}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
            <ChartsSurface>
              <PiePlot />
            </ChartsSurface>
          </Box>
          <LegendWithShares />
        </Box>
        <ChartsTooltip />
      </ChartDataProvider>
    </Box>
  );
}
