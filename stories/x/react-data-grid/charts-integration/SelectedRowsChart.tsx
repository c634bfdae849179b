import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid-premium';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatCompact, months, sales } from './salesData';

/** One row per region and product, with its six months of revenue. */
const lines = Array.from(new Set(sales.map((row) => `${row.region}|${row.product}`))).map((key) => {
  const [region, product] = key.split('|');
  const monthly = sales.filter((row) => row.region === region && row.product === product);
  return {
    id: key,
    region,
    product,
    units: monthly.reduce((total, row) => total + row.units, 0),
    revenue: monthly.reduce((total, row) => total + row.revenue, 0),
    monthly: monthly.map((row) => row.revenue),
  };
});

const columns: GridColDef<(typeof lines)[number]>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'product', headerName: 'Product', width: 110 },
  { field: 'units', headerName: 'Units', type: 'number', width: 80 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 100, valueFormatter: (value: number) => formatCompact(value) },
];

export default function SelectedRowsChart() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(['Europe|Heat pump']),
  });
  const selected = lines.filter((line) => selection.ids.has(line.id));

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
      <Box sx={{ height: 320, minWidth: 0 }}>
        <DataGridPremium
          rows={lines}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          density="compact"
          hideFooter
        />
      </Box>
      <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
        <Typography component="figcaption" variant="subtitle2">
          {selected.length === 0 ? 'Select rows to compare them' : `Monthly revenue of ${selected.length} selected row(s)`}
        </Typography>
        <LineChart
          height={280}
          xAxis={[{ scaleType: 'point', data: months }]}
          yAxis={[{ valueFormatter: formatCompact, width: 50 }]}
          series={selected.map((line) => ({
            id: line.id,
            label: `${line.region}, ${line.product}`,
            data: line.monthly,
            valueFormatter: formatCompact,
          }))}
          skipAnimation
        />
      </Box>
    </Box>
  );
}
