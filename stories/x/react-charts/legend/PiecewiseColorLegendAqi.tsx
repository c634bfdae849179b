import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PiecewiseColorLegend, piecewiseColorLegendClasses } from '@mui/x-charts/ChartsLegend';

const days = Array.from({ length: 21 }, (_, index) => `${index + 1}`);
// Daily air quality index (AQI) measured in one city, 1 to 21 November 2024.
const aqi = [42, 58, 71, 96, 124, 138, 112, 87, 64, 48, 39, 52, 77, 103, 156, 171, 133, 95, 68, 55, 44];

// The category names of the AQI scale, one for each colour.
const categories = ['Good', 'Moderate', 'Unhealthy for some', 'Unhealthy'];

export default function PiecewiseColorLegendAqi() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Daily air quality index, November 2024
      </Typography>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: days, label: 'Day of month' }]}
        yAxis={[
          {
            width: 40,
            // Three thresholds split the values into four colours.
            colorMap: {
              type: 'piecewise',
              thresholds: [50, 100, 150],
              colors: ['#16a34a', '#ca8a04', '#ea580c', '#dc2626'],
            },
          },
        ]}
        series={[{ data: aqi, label: 'AQI' }]}
        slots={{ legend: PiecewiseColorLegend }}
        slotProps={{
          legend: {
            axisDirection: 'y',
            // Every piece gets its own label.
            labelPosition: 'end',
            markType: 'circle',
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
            labelFormatter: ({ index, formattedMin, formattedMax }) => {
              if (formattedMin === null) return `${categories[index]} (under ${formattedMax})`;
              if (formattedMax === null) return `${categories[index]} (over ${formattedMin})`;
              return `${categories[index]} (${formattedMin}–${formattedMax})`;
            },
          },
        }}
      />
    </Box>
  );
}
