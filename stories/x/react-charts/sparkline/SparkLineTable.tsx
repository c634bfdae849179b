import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Daily closing prices of four shares over the last ten trading days of November 2024, in US dollars.
const shares = [
  { ticker: 'NWRB', name: 'Northwind Robotics', prices: [184.7, 186.2, 185.1, 188.9, 190.4, 189.6, 192.3, 194.8, 193.1, 196.5] },
  { ticker: 'CTSO', name: 'Contoso Foods', prices: [52.3, 51.8, 52.6, 51.1, 50.4, 50.9, 49.7, 49.2, 48.8, 49.5] },
  { ticker: 'FBKM', name: 'Fabrikam Energy', prices: [31.2, 31.9, 32.4, 31.6, 32.8, 33.5, 33.1, 34.2, 34.9, 35.3] },
  { ticker: 'LTSP', name: 'Litware Shipping', prices: [77.9, 76.5, 77.2, 75.8, 74.9, 75.6, 74.1, 73.4, 74.0, 72.6] },
];

export default function SparkLineTable() {
  const theme = useTheme();
  return (
    <TableContainer>
      <Table size="small" aria-label="Share prices over the last ten trading days">
        <TableHead>
          <TableRow>
            <TableCell>Share</TableCell>
            <TableCell align="right">Close</TableCell>
            <TableCell align="right">Change</TableCell>
            <TableCell sx={{ width: '40%' }}>Last 10 days</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shares.map((share) => {
            const first = share.prices[0];
            const last = share.prices[share.prices.length - 1];
            const change = ((last - first) / first) * 100;
            const color = change >= 0 ? theme.palette.success.main : theme.palette.error.main;
            return (
              <TableRow key={share.ticker}>
                <TableCell component="th" scope="row" title={share.name}>
                  {share.ticker}
                </TableCell>
                <TableCell align="right">{last.toFixed(2)}</TableCell>
                <TableCell
                  align="right"
                  // The darker shades keep the text readable on a light page, the lighter ones on a dark page.
                  sx={[
                    { color: change >= 0 ? 'success.dark' : 'error.dark' },
                    (theme) => theme.applyStyles('dark', { color: change >= 0 ? 'success.light' : 'error.light' }),
                  ]}
                >
                  {change >= 0 ? '+' : '−'}
                  {Math.abs(change).toFixed(1)}%
                </TableCell>
                <TableCell sx={{ py: 0.5 }}>
                  <SparkLineChart
                    height={32}
                    data={share.prices}
                    color={color}
                    showTooltip
                    showHighlight
                    valueFormatter={(value) => (value === null ? '' : `$${value.toFixed(2)}`)}
                    title={`${share.name} closing prices over the last ten trading days`}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
