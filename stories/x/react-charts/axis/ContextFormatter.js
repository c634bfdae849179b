import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// The first day of each quarter from July 2023 to June 2025 (local dates).
const quarters = Array.from({ length: 8 }, (_, index) => new Date(2023, 6 + 3 * index, 1));
// Electricity bill of a household for each of those quarters, in euros.
const bill = [183, 305, 373, 198, 172, 320, 365, 205];

const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long' });

export default function ContextFormatter() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Quarterly electricity bill, mid-2023 to mid-2025
      </Typography>
      <BarChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: quarters,
            height: 40,
            valueFormatter: (date, context) => {
              const quarter = `Q${Math.floor(date.getMonth() / 3) + 1}`;
              if (context.location === 'tick') {
                // A line break starts a second line: the year goes under Q1 and under the first quarter.
                const showYear = quarter === 'Q1' || date.getTime() === quarters[0].getTime();
                return showYear ? `${quarter}\n${date.getFullYear()}` : quarter;
              }
              const lastMonth = new Date(date.getFullYear(), date.getMonth() + 2, 1);
              return `${monthName.format(date)}–${monthName.format(lastMonth)} ${date.getFullYear()}`;
            },
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[{ data: bill, label: 'Bill', valueFormatter: (value) => (value === null ? '' : `€${value}`) }]}
        hideLegend
      />
    </Box>
  );
}
