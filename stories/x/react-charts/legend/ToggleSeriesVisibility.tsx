import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { legendClasses, type SeriesLegendItemContext } from '@mui/x-charts/ChartsLegend';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly electricity generation of one country in 2024, in terawatt-hours, per source.
const sources = [
  { id: 'wind', label: 'Wind', data: [14.2, 12.8, 13.1, 10.4, 8.9, 7.6, 7.1, 7.9, 9.8, 12.1, 13.6, 15.0] },
  { id: 'solar', label: 'Solar', data: [1.1, 1.9, 3.4, 5.2, 6.8, 7.4, 7.6, 6.5, 4.6, 2.8, 1.4, 0.9] },
  { id: 'gas', label: 'Gas', data: [11.8, 10.9, 9.6, 8.1, 7.2, 6.9, 7.4, 7.8, 8.3, 9.9, 11.2, 12.4] },
  { id: 'nuclear', label: 'Nuclear', data: [4.1, 3.8, 4.0, 3.5, 3.2, 3.6, 3.9, 3.9, 3.7, 3.4, 3.9, 4.1] },
];

export default function ToggleSeriesVisibility() {
  const [hidden, setHidden] = React.useState<string[]>([]);

  const toggle = (id: string) =>
    setHidden((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));

  const visibleCount = sources.length - hidden.length;

  // Selects the legend entries of hidden sources; `data-series` holds the series id.
  const hiddenEntries = hidden.map((id) => `& .${legendClasses.item}[data-series="${id}"]`).join(', ');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Electricity generation per source, 2024 (TWh)
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 40 }]}
        // A hidden source keeps its series, and so its legend entry, but loses its values.
        series={sources.map((source) => ({
          id: source.id,
          label: source.label,
          data: hidden.includes(source.id) ? source.data.map(() => null) : source.data,
          valueFormatter: (value: number | null) => (value === null ? null : `${value} TWh`),
        }))}
        slotProps={{
          legend: { onItemClick: (_event: React.MouseEvent, item: SeriesLegendItemContext) => toggle(String(item.seriesId)) },
        }}
        sx={
          hiddenEntries
            ? {
                [hiddenEntries]: {
                  color: 'text.secondary',
                  textDecoration: 'line-through',
                  [`& .${legendClasses.mark}`]: { opacity: 0.3 },
                },
              }
            : undefined
        }
      />
      <Typography variant="body2" aria-live="polite">
        Showing {visibleCount} of {sources.length} sources. Click a legend entry to hide or show it.
      </Typography>
    </Box>
  );
}
