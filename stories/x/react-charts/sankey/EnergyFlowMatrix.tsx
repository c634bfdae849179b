import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

// The same energy flows, in terawatt-hours.
const flows = [
  { source: 'Oil', target: 'Transport', value: 92 },
  { source: 'Oil', target: 'Industry', value: 18 },
  { source: 'Oil', target: 'Households', value: 9 },
  { source: 'Oil', target: 'Services', value: 4 },
  { source: 'Natural gas', target: 'Industry', value: 41 },
  { source: 'Natural gas', target: 'Households', value: 38 },
  { source: 'Natural gas', target: 'Services', value: 17 },
  { source: 'Natural gas', target: 'Transport', value: 2 },
  { source: 'Electricity', target: 'Industry', value: 37 },
  { source: 'Electricity', target: 'Households', value: 29 },
  { source: 'Electricity', target: 'Services', value: 26 },
  { source: 'Electricity', target: 'Transport', value: 7 },
  { source: 'Biomass', target: 'Households', value: 14 },
  { source: 'Biomass', target: 'Industry', value: 11 },
  { source: 'Biomass', target: 'Transport', value: 6 },
];
const sources = ['Oil', 'Natural gas', 'Electricity', 'Biomass'];
const sectors = ['Transport', 'Industry', 'Households', 'Services'];

// One cell per link: [column (target), row (source), value]. A missing link is a cell with 0.
const cells: HeatmapValueType[] = sources.flatMap((source, row) =>
  sectors.map((sector, column): HeatmapValueType => [
    column,
    row,
    flows.find((flow) => flow.source === source && flow.target === sector)?.value ?? 0,
  ]),
);

export default function EnergyFlowMatrix() {
  return (
    // Positioned, so that the licence watermark (shown when no key is set) stays over the chart.
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Energy flows from source to sector, 2024 (TWh)
      </Typography>
      <Heatmap
        height={320}
        // Slanted tick labels fit the four sector names on a narrow screen too.
        xAxis={[{ data: sectors, height: 64, tickLabelStyle: { angle: -35, textAnchor: 'end' } }]}
        yAxis={[{ data: sources, width: 90 }]}
        zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 92, color: ['#e3f2fd', '#0d47a1'] } }]}
        series={[
          {
            data: cells,
            valueFormatter: (cell) => (cell === null ? '' : `${cell[2]} TWh`),
          },
        ]}
        hideLegend={false}
      />
    </Box>
  );
}
