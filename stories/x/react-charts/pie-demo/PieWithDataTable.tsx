import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { HighlightItemData } from '@mui/x-charts';
import { ChartsLabelMark } from '@mui/x-charts/ChartsLabel';
import { rainbowSurgePalette } from '@mui/x-charts/colorPalettes';
import { PieChart } from '@mui/x-charts/PieChart';

// Visits to an online shop in May 2024, by traffic source.
const sources = [
  { id: 'search', label: 'Organic search', value: 18420 },
  { id: 'direct', label: 'Direct', value: 9310 },
  { id: 'social', label: 'Social media', value: 6875 },
  { id: 'email', label: 'Newsletter', value: 4120 },
  { id: 'ads', label: 'Paid ads', value: 3560 },
  { id: 'referral', label: 'Referrals', value: 1715 },
];
const total = sources.reduce((sum, item) => sum + item.value, 0);
const percent = (value: number) => `${((value / total) * 100).toFixed(1)}%`;

export default function PieWithDataTable() {
  const theme = useTheme();
  const colors = rainbowSurgePalette(theme.palette.mode);
  // One state drives both the chart and the table.
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(null);
  const highlightRow = (dataIndex: number | null) =>
    setHighlighted(dataIndex === null ? null : { seriesId: 'traffic', dataIndex });

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Shop visits by traffic source, May 2024
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PieChart
            height={260}
            series={[
              {
                id: 'traffic',
                data: sources,
                innerRadius: '40%',
                paddingAngle: 1,
                highlightScope: { highlight: 'item', fade: 'global' },
                faded: { additionalRadius: -6, color: theme.palette.action.disabled },
                valueFormatter: (item) => `${item.value.toLocaleString('en-US')} visits (${percent(item.value)})`,
              },
            ]}
            highlightedItem={highlighted}
            onHighlightChange={setHighlighted}
            // The table names every source, so the legend is not needed.
            hideLegend
          />
        </Box>
        <Table size="small" aria-label="Visits by traffic source" sx={{ flex: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell>Source</TableCell>
              <TableCell align="right">Visits</TableCell>
              <TableCell align="right">Share</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sources.map((item, index) => (
              <TableRow
                key={item.id}
                hover
                selected={highlighted?.dataIndex === index}
                onMouseEnter={() => highlightRow(index)}
                onMouseLeave={() => highlightRow(null)}
              >
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <ChartsLabelMark type="circle" color={colors[index % colors.length]} />
                    <span>{item.label}</span>
                  </Stack>
                </TableCell>
                <TableCell align="right">{item.value.toLocaleString('en-US')}</TableCell>
                <TableCell align="right">{percent(item.value)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Stack>
    </Box>
  );
}
