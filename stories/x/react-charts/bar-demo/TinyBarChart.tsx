import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartContainer } from '@mui/x-charts/ChartContainer';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Support tickets opened per day, week of 3 June 2024. Sunday is today.
const tickets = [142, 168, 151, 173, 129, 64, 58];

export default function TinyBarChart() {
  const theme = useTheme();
  return (
    <Card variant="outlined" sx={{ maxWidth: 320 }}>
      <CardContent>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Support tickets this week
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          885
        </Typography>
        <ChartContainer
          height={64}
          margin={0}
          // No axes are drawn, but the bars still need a band scale to be placed.
          xAxis={[
            {
              scaleType: 'band',
              data: days,
              position: 'none',
              categoryGapRatio: 0.3,
              // Today's bar in the primary colour, the other days in grey.
              colorMap: {
                type: 'ordinal',
                values: ['Sun'],
                colors: [theme.palette.primary.main],
                unknownColor: theme.palette.grey[400],
              },
            },
          ]}
          yAxis={[{ position: 'none' }]}
          series={[{ type: 'bar', data: tickets }]}
          aria-label="Tickets per day from Monday to Sunday: 142, 168, 151, 173, 129, 64 and 58"
        >
          <BarPlot borderRadius={2} />
        </ChartContainer>
      </CardContent>
    </Card>
  );
}
