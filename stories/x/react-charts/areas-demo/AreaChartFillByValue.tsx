import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = Array.from({ length: 16 }, (_, index) => `W${index + 1}`);
// Weekly profit or loss of a food truck in spring 2024, in euros.
const result = [-420, -180, 150, 380, 240, -90, -310, 120, 560, 710, 480, 260, -60, 330, 820, 940];

export default function AreaChartFillByValue() {
  const theme = useTheme();
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Weekly profit and loss, spring 2024
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: weeks }]}
        yAxis={[
          {
            width: 56,
            valueFormatter: (value: number) => `${value < 0 ? '−' : ''}€${Math.abs(value)}`,
            // Values below zero are red, values from zero up are green, for the line and the area.
            colorMap: {
              type: 'piecewise',
              thresholds: [0],
              colors: [theme.palette.error.main, theme.palette.success.main],
            },
          },
        ]}
        series={[
          {
            data: result,
            label: 'Profit',
            area: true,
            showMark: false,
            curve: 'linear',
            valueFormatter: (value) => (value === null ? null : `${value < 0 ? '−' : '+'}€${Math.abs(value)}`),
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
