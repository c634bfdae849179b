import * as React from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip, useAxesTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

type Release = { version: string; downloads: number; note: string };

// Weekly downloads of an open-source library after each release, with the release notes.
const releases: Release[] = [
  { version: '2.0', downloads: 41200, note: 'New plugin API' },
  { version: '2.1', downloads: 44800, note: 'TypeScript types rewritten' },
  { version: '2.2', downloads: 43100, note: 'Bug fixes only' },
  { version: '2.3', downloads: 52600, note: 'Server rendering support' },
  { version: '2.4', downloads: 58900, note: 'Two times faster builds' },
];

// Version 8.9 has no hook that returns the dataset, so the demo shares it through a context of its own.
const ReleasesContext = React.createContext<readonly Release[]>([]);
const useReleases = () => React.useContext(ReleasesContext);

// The table reads the rows from that context, and the version under the pointer from the chart.
function ReleaseTable() {
  const rows = useReleases();
  const pointed = useAxesTooltip({ directions: ['x'] })?.[0]?.dataIndex;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Releases and weekly downloads">
        <TableHead>
          <TableRow>
            <TableCell>Version</TableCell>
            <TableCell align="right">Downloads / week</TableCell>
            <TableCell>Release note</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={row.version} selected={index === pointed}>
              <TableCell>{row.version}</TableCell>
              <TableCell align="right">{row.downloads.toLocaleString('en-US')}</TableCell>
              <TableCell>{row.note}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export default function DatasetNotesTable() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Weekly downloads after each release
      </Typography>
      <ReleasesContext.Provider value={releases}>
        <ChartDataProvider
          height={240}
          dataset={releases}
          xAxis={[{ id: 'versions', scaleType: 'point', dataKey: 'version', valueFormatter: (version: string) => `v${version}` }]}
          yAxis={[{ width: 52, valueFormatter: (value: number) => `${value / 1000}k` }]}
          series={[
            {
              type: 'line',
              id: 'downloads',
              dataKey: 'downloads',
              label: 'Downloads per week',
              valueFormatter: (value) => (value === null ? '' : value.toLocaleString('en-US')),
            },
          ]}
        >
          <ChartsSurface>
            <LinePlot />
            <MarkPlot />
            <ChartsAxisHighlight x="line" />
            <ChartsXAxis axisId="versions" />
            <ChartsYAxis />
          </ChartsSurface>
          <ReleaseTable />
          <ChartsTooltip trigger="axis" />
        </ChartDataProvider>
      </ReleasesContext.Provider>
    </Box>
  );
}
