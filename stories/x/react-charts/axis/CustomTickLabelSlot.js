import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsText } from '@mui/x-charts/ChartsText';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Parcels delivered by a courier depot this week; today is Thursday, so the last three days are planned.
const delivered = [1840, 1925, 2010, 1460, 0, 0, 0];
const planned = [0, 0, 0, 560, 2150, 1320, 0];
const TODAY = 'Thu';

// Renders every tick label with the default text component, and today's in bold, in the primary colour.
function TodayTickLabel(props) {
  const theme = useTheme();
  const { style, ...other } = props;
  const isToday = props.text === TODAY;
  return (
    <ChartsText {...other} style={isToday ? { ...style, fontWeight: 700, fill: theme.palette.primary.main } : style} />
  );
}

export default function CustomTickLabelSlot() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Parcels delivered and planned this week
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: days }]}
        yAxis={[{ width: 48 }]}
        series={[
          { data: delivered, label: 'Delivered', stack: 'parcels' },
          { data: planned, label: 'Planned', stack: 'parcels' },
        ]}
        slots={{ axisTickLabel: TodayTickLabel }}
      />
    </Box>
  );
}
