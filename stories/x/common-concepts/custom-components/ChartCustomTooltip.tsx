import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsTooltipContainer, useAxesTooltip, type ChartsTooltipProps } from '@mui/x-charts/ChartsTooltip';

// Support tickets of a help desk during the week of March 10, 2025.
const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const opened = [42, 38, 45, 40, 36, 12, 9];
const resolved = [35, 41, 39, 44, 40, 10, 6];

// The content of the tooltip. It reads the hovered day and its values from the chart with a hook.
function BacklogTooltipContent() {
  const axes = useAxesTooltip();
  if (axes === null || axes.length === 0) {
    return null;
  }
  const { dataIndex, seriesItems } = axes[0];
  const change = opened[dataIndex] - resolved[dataIndex];

  return (
    <Paper elevation={3} sx={{ px: 1.5, py: 1, minWidth: 180 }}>
      <Typography component="p" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {days[dataIndex]}
      </Typography>
      {seriesItems.map((item) => (
        <Box key={item.seriesId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box component="span" sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: item.color }} />
          <Typography component="span" variant="body2" sx={{ flexGrow: 1 }}>
            {item.formattedLabel}
          </Typography>
          <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
            {item.formattedValue}
          </Typography>
        </Box>
      ))}
      <Typography component="p" variant="body2" sx={{ mt: 0.5, fontWeight: 500 }}>
        {change > 0 ? `Backlog grew by ${change}` : `Backlog shrank by ${-change}`}
      </Typography>
    </Paper>
  );
}

// Replaces the `tooltip` slot. The library's container keeps the positioning next to the pointer
// and the open/close logic; only what it shows is ours.
function BacklogTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props}>
      <BacklogTooltipContent />
    </ChartsTooltipContainer>
  );
}

export default function ChartCustomTooltip() {
  return (
    <BarChart
      height={300}
      skipAnimation
      xAxis={[{ scaleType: 'band', data: days, valueFormatter: (day: string) => day.slice(0, 3) }]}
      yAxis={[{ width: 40 }]}
      series={[
        { id: 'opened', label: 'Opened', data: opened },
        { id: 'resolved', label: 'Resolved', data: resolved },
      ]}
      slots={{ tooltip: BacklogTooltip }}
      // Slot props reach the replacement too: `trigger` arrives in `props` and goes on to the container.
      // 'axis' (the default) opens it for the hovered day, 'item' only over a bar.
      slotProps={{ tooltip: { trigger: 'axis' } }}
    />
  );
}
