import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

const stages = ['Started the course', 'Finished module 1', 'Reached halfway', 'Completed'];
// Learners of an online data science course, in the spring sessions of 2024 and 2025.
const learners2024 = [12000, 9800, 6900, 4100];
const learners2025 = [15400, 12600, 9300, 6000];

const percentChange = (dataIndex: number) => Math.round((learners2025[dataIndex] / learners2024[dataIndex] - 1) * 100);

export default function MultipleFunnels() {
  const theme = useTheme();
  const previousColor = theme.palette.mode === 'dark' ? '#546e7a' : '#cfd8dc';
  const currentColor = theme.palette.primary.main;

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Course learners, spring 2025 compared with spring 2024
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, mt: 1, typography: 'body2' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: previousColor }} />
          2024
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box sx={{ width: 14, height: 14, borderRadius: 0.5, border: 2, borderColor: currentColor }} />
          2025
        </Box>
      </Box>
      <FunnelChart
        height={320}
        hideLegend
        categoryAxis={{ categories: stages, position: 'left', size: 130 }}
        series={[
          {
            // Listed first, so it is drawn first, behind the 2025 funnel.
            id: '2024',
            data: learners2024.map((value, index) => ({
              value,
              label: `${stages[index]}, 2024`,
              color: previousColor,
            })),
            sectionLabel: false,
          },
          {
            id: '2025',
            data: learners2025.map((value, index) => ({ value, label: `${stages[index]}, 2025`, color: currentColor })),
            // Outlined sections are translucent: the 2024 funnel shows through.
            variant: 'outlined',
            valueFormatter: (item, { dataIndex }) =>
              `${item.value.toLocaleString('en-US')} · up ${percentChange(dataIndex)}%`,
          },
        ]}
      />
    </Box>
  );
}
