import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart, barLabelClasses } from '@mui/x-charts/BarChart';

const months = ['October', 'November', 'December', 'January', 'February', 'March'];
// Rainfall measured at one weather station in Porto, winter 2023–2024, in millimetres.
const rainfall = [143, 188, 210, 170, 124, 101];

export default function AccessibleRainfallChart() {
  const [showTable, setShowTable] = React.useState(false);
  const tableId = React.useId();

  return (
    <Box>
      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Rainfall in Porto, October 2023 to March 2024
      </Typography>
      <BarChart
        height={300}
        skipAnimation
        title="Monthly rainfall in Porto, October 2023 to March 2024"
        desc="Rainfall rises from 143 mm in October to a peak of 210 mm in December, then falls each month to 101 mm in March."
        xAxis={[
          {
            scaleType: 'band',
            data: months,
            valueFormatter: (month: string, context) => (context.location === 'tick' ? month.slice(0, 3) : month),
          },
        ]}
        yAxis={[{ label: 'Rainfall (mm)', width: 56 }]}
        series={[
          {
            data: rainfall,
            label: 'Rainfall',
            color: '#1d4ed8',
            valueFormatter: (value) => (value === null ? '' : `${value} mm`),
          },
        ]}
        // The exact value is printed on each bar, in white to stay readable on the dark blue.
        barLabel="value"
        hideLegend
        sx={(theme) => ({
          [`& .${barLabelClasses.root}`]: { fill: theme.palette.common.white, fontWeight: 500 },
        })}
      />
      <Button
        variant="outlined"
        size="small"
        aria-expanded={showTable}
        aria-controls={tableId}
        onClick={() => setShowTable((shown) => !shown)}
      >
        {showTable ? 'Hide data table' : 'Show data table'}
      </Button>
      <Box id={tableId} hidden={!showTable} sx={{ mt: 1 }}>
        <Table size="small" aria-label="Monthly rainfall in Porto">
          <TableHead>
            <TableRow>
              <TableCell>Month</TableCell>
              <TableCell align="right">Rainfall (mm)</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {months.map((month, index) => (
              <TableRow key={month}>
                <TableCell>{month}</TableCell>
                <TableCell align="right">{rainfall[index]}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
