import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const regions = ['North', 'East', 'South', 'West'];

// Revenue growth against the same quarter of 2023, by sales region, 2024 (%).
const growth = [
  [4, 7, 9, 12],
  [-2, 1, 3, 6],
  [11, 8, 5, 2],
  [6, -3, -1, 4],
];
const cells: HeatmapValueType[] = growth.flatMap((row, regionIndex) =>
  row.map((value, quarterIndex): HeatmapValueType => [quarterIndex, regionIndex, value]),
);

// The cell slot reads the click handler and the selected cell from this context.
const CellClickContext = React.createContext<{ selected: number | null; onClick: (dataIndex: number) => void }>({
  selected: null,
  onClick: () => {},
});

interface CellProps extends React.SVGProps<SVGRectElement> {
  x: number;
  y: number;
  width: number;
  height: number;
  ownerState: { dataIndex: number; color: string };
}

function ClickableCell({ ownerState, x, y, width, height, ...other }: CellProps) {
  const { selected, onClick } = React.useContext(CellClickContext);
  const theme = useTheme();
  const isSelected = selected === ownerState.dataIndex;
  return (
    <rect
      {...other}
      // The selected cell shrinks by half its outline, so that the neighbouring cells do not cover it.
      x={isSelected ? x + 1.5 : x}
      y={isSelected ? y + 1.5 : y}
      width={isSelected ? width - 3 : width}
      height={isSelected ? height - 3 : height}
      fill={ownerState.color}
      stroke={isSelected ? theme.palette.text.primary : 'none'}
      strokeWidth={3}
      cursor="pointer"
      onClick={() => onClick(ownerState.dataIndex)}
    />
  );
}

export default function HeatmapCellClick() {
  const [selected, setSelected] = React.useState<number | null>(null);
  const context = React.useMemo(() => ({ selected, onClick: setSelected }), [selected]);
  const cell = selected === null ? null : cells[selected];

  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Revenue growth on the same quarter of 2023, by region (%)
      </Typography>
      <CellClickContext.Provider value={context}>
        <Heatmap
          height={280}
          xAxis={[{ data: quarters }]}
          yAxis={[{ data: regions, width: 50 }]}
          zAxis={[
            {
              colorMap: {
                type: 'piecewise',
                thresholds: [0, 5, 10],
                colors: ['#d6604d', '#f4e3c1', '#92c5de', '#2166ac'],
              },
            },
          ]}
          series={[{ label: 'Growth', data: cells, valueFormatter: (item) => `${item[2] > 0 ? '+' : ''}${item[2]}%` }]}
          hideLegend={false}
          slots={{ cell: ClickableCell, legend: PiecewiseColorLegend }}
          slotProps={{
            legend: {
              // The default 'extremes' position labels the first and the last band.
              labelFormatter: ({ min, max }) => (min === null ? `below ${max}%` : max === null ? `${min}% or more` : ''),
            },
          }}
        />
      </CellClickContext.Provider>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="body2">
          Cell clicked: {cell ? `${regions[cell[1]]}, ${quarters[cell[0]]} 2024: ${cell[2] > 0 ? '+' : ''}${cell[2]}%` : 'none yet'}
        </Typography>
        <Button size="small" variant="outlined" disabled={selected === null} onClick={() => setSelected(null)}>
          Clear
        </Button>
      </Stack>
    </Box>
  );
}
