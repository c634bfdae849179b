import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const teams = ['Platform', 'Mobile', 'Web', 'Data'];
// Story points delivered per team in the last two sprints.
const sprint41 = [42, 35, 48, 27];
const sprint42 = [38, 41, 51, 33];

export default function ItemTooltip() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Story points delivered per team
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: teams }]}
        yAxis={[{ width: 40 }]}
        series={[
          { id: 'sprint41', data: sprint41, label: 'Sprint 41', valueFormatter: (value) => `${value} points` },
          { id: 'sprint42', data: sprint42, label: 'Sprint 42', valueFormatter: (value) => `${value} points` },
        ]}
        // Show only the bar under the pointer, not the whole team.
        slotProps={{ tooltip: { trigger: 'item' } }}
      />
    </Box>
  );
}
