import * as React from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsLabelMark } from '@mui/x-charts/ChartsLabel';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useLegend } from '@mui/x-charts/hooks';
import type { HighlightItemData } from '@mui/x-charts/context';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Support tickets opened per quarter in 2024, by product.
const products = [
  { id: 'billing', label: 'Billing', data: [412, 388, 351, 297] },
  { id: 'mobile', label: 'Mobile app', data: [268, 301, 342, 379] },
  { id: 'api', label: 'Public API', data: [143, 157, 129, 166] },
];

type LegendProps = {
  highlighted: HighlightItemData | null;
  onHighlight: (item: HighlightItemData | null) => void;
};

// Legend entries are buttons: pointing at one, or focusing it, highlights its series.
function HighlightLegend({ highlighted, onHighlight }: LegendProps) {
  const { items } = useLegend();
  return (
    <Box component="ul" aria-label="Products" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {items.map((item) => {
        const active = item.seriesId !== undefined && highlighted?.seriesId === item.seriesId;
        const highlight = () => item.seriesId !== undefined && onHighlight({ seriesId: item.seriesId });
        return (
          <li key={item.id}>
            <ButtonBase
              aria-pressed={active}
              onMouseEnter={highlight}
              onMouseLeave={() => onHighlight(null)}
              onFocus={highlight}
              onBlur={() => onHighlight(null)}
              sx={{
                gap: 1,
                px: 1.25,
                py: 0.5,
                borderRadius: 4,
                border: 1,
                borderColor: active ? 'text.primary' : 'divider',
                typography: 'body2',
              }}
            >
              <ChartsLabelMark type={item.markType} color={item.color} />
              {item.label}
            </ButtonBase>
          </li>
        );
      })}
    </Box>
  );
}

export default function HighlightingLegend() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(null);
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500, mb: 1 }}>
        Support tickets per quarter, 2024
      </Typography>
      <ChartDataProvider
        height={280}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 44 }]}
        series={products.map((product) => ({
          ...product,
          type: 'bar' as const,
          highlightScope: { highlight: 'series', fade: 'global' } as const,
        }))}
      >
        <HighlightLegend highlighted={highlighted} onHighlight={setHighlighted} />
        <ChartsSurface>
          <BarPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartDataProvider>
    </Box>
  );
}
