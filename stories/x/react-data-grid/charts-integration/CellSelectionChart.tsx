import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridCellSelectionModel, type GridColDef } from '@mui/x-data-grid-premium';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatCompact, months, regions, sales } from './salesData';

type RegionRow = { id: string; region: string } & Record<string, number | string>;

/** Revenue pivoted by hand: one row per region, one column per month. */
const rows: RegionRow[] = regions.map((region) => {
  const row: RegionRow = { id: region, region };
  months.forEach((month) => {
    row[month] = sales
      .filter((sale) => sale.region === region && sale.month === month)
      .reduce((total, sale) => total + sale.revenue, 0);
  });
  return row;
});

const columns: GridColDef<RegionRow>[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  ...months.map<GridColDef<RegionRow>>((month) => ({
    field: month,
    headerName: month,
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => formatCompact(value),
  })),
];

export default function CellSelectionChart() {
  const [cellSelection, setCellSelection] = React.useState<GridCellSelectionModel>({
    Europe: { Jan: true, Feb: true, Mar: true },
  });

  // Each selected revenue cell becomes a bar, in the grid's row and column order.
  const bars = rows.flatMap((row) =>
    months
      .filter((month) => cellSelection[row.id]?.[month])
      .map((month) => ({ label: `${month} ${row.region}`, revenue: row[month] as number })),
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ height: 200, minWidth: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          cellSelectionModel={cellSelection}
          onCellSelectionModelChange={setCellSelection}
          disableRowSelectionOnClick
          density="compact"
          hideFooter
        />
      </Box>
      <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
        <Typography component="figcaption" variant="subtitle2">
          {`${bars.length} selected cell(s)`}
        </Typography>
        <BarChart
          height={260}
          dataset={bars}
          xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
          yAxis={[{ valueFormatter: formatCompact, width: 50 }]}
          series={[{ dataKey: 'revenue', label: 'Revenue', valueFormatter: formatCompact }]}
          hideLegend
          skipAnimation
        />
      </Box>
    </Box>
  );
}
