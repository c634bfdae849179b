import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PiecewiseColorLegend, piecewiseColorLegendClasses } from '@mui/x-charts/ChartsLegend';

// 17 June to 14 July 2024, four weeks.
const days = Array.from({ length: 28 }, (_, index) => new Date(2024, 5, 17 + index));
// Bicycles counted each day on a river bridge; the school holidays start on 6 July.
const cyclists = [
  4210, 4380, 4295, 4120, 3860, 1940, 1720, 4330, 4460, 4390, 4270, 3980, 2050, 1810, 4150, 4240, 4310, 4060, 3710, 1890,
  1630, 2980, 3050, 3120, 2940, 2810, 1720, 1540,
];
const holidaysStart = new Date(2024, 6, 6);

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

export default function PiecewiseLegendDates() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Cyclists per day on the river bridge, summer 2024
      </Typography>
      <BarChart
        height={320}
        xAxis={[
          {
            scaleType: 'band',
            data: days,
            // Ticks show the day of the month, the legend and the tooltip the whole date.
            valueFormatter: (date: Date, context) =>
              context.location === 'tick' ? `${date.getDate()}` : dayMonth.format(date),
            // Thresholds can be dates: before 6 July, and from 6 July on.
            colorMap: { type: 'piecewise', thresholds: [holidaysStart], colors: ['#2563eb', '#ea580c'] },
          },
        ]}
        yAxis={[{ width: 48 }]}
        series={[{ data: cyclists, label: 'Cyclists', valueFormatter: (value) => `${value?.toLocaleString('en-US')} cyclists` }]}
        slots={{ legend: PiecewiseColorLegend }}
        slotProps={{
          legend: {
            axisDirection: 'x',
            labelPosition: 'end',
            // Wrap the entries on narrow screens, each with its label beside its mark.
            sx: {
              width: 'auto',
              flexWrap: 'wrap',
              justifyContent: 'center',
              columnGap: 2,
              rowGap: 1,
              [`&.${piecewiseColorLegendClasses.horizontal} .${piecewiseColorLegendClasses.item}`]: {
                flexDirection: 'row',
                alignItems: 'center',
              },
            },
            // min is null for the first piece, max for the last one.
            labelFormatter: ({ min, formattedMin, formattedMax }) =>
              min === null ? `School term (before ${formattedMax})` : `Holidays (from ${formattedMin})`,
          },
        }}
      />
    </Box>
  );
}
