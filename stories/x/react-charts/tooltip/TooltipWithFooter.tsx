import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  ChartsAxisTooltipContent,
  ChartsTooltipContainer,
  type ChartsTooltipProps,
  useAxesTooltip,
} from '@mui/x-charts/ChartsTooltip';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Rainfall at a weather station in 2024 and its 1991–2020 average, in millimetres.
const rainfall2024 = [121, 58, 94, 47, 35, 12];
const average = [88, 71, 66, 59, 48, 24];

/** The number below the default content: how far the month was from its average. */
function DifferenceFooter() {
  const axes = useAxesTooltip();
  if (axes === null) return null;
  const { dataIndex } = axes[0];
  const difference = Math.round(((rainfall2024[dataIndex] - average[dataIndex]) / average[dataIndex]) * 100);
  return (
    <Typography variant="caption" component="p" sx={{ px: 1.5, py: 1 }}>
      {difference >= 0 ? `${difference}% wetter` : `${-difference}% drier`} than average
    </Typography>
  );
}

/** The default axis tooltip with one more line. */
function RainfallTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props} trigger="axis">
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {/* The built-in table, without its own frame: the Paper above draws it. */}
        <ChartsAxisTooltipContent sx={{ border: 'none', boxShadow: 'none', borderRadius: 0 }} />
        <Divider />
        <DifferenceFooter />
      </Paper>
    </ChartsTooltipContainer>
  );
}

export default function TooltipWithFooter() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Monthly rainfall in 2024 against the long-term average
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ width: 48, label: 'mm' }]}
        series={[
          { id: 'y2024', data: rainfall2024, label: '2024', valueFormatter: (value) => `${value} mm` },
          { id: 'average', data: average, label: '1991–2020 average', valueFormatter: (value) => `${value} mm` },
        ]}
        slots={{ tooltip: RainfallTooltip }}
      />
    </Box>
  );
}
