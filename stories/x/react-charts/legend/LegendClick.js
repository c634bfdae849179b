import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Customer support tickets of a software company in 2024, per channel.
const series = [
  { id: 'email', data: [420, 380, 450, 510], label: 'Email' },
  { id: 'chat', data: [310, 340, 290, 360], label: 'Chat' },
  { id: 'phone', data: [120, 95, 110, 130], label: 'Phone' },
];

export default function LegendClick() {
  const [clicked, setClicked] = React.useState(null);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Support tickets per channel, 2024
      </Typography>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 40 }]}
        series={series}
        slotProps={{
          legend: {
            // With a click handler, each entry is rendered as a <button>.
            onItemClick: (_event, item, index) => {
              const total = series
                .find((entry) => entry.id === item.seriesId)
                ?.data.reduce((sum, value) => sum + value, 0);
              setClicked(
                `${item.label} (series "${item.seriesId}", entry ${index + 1}): ${total?.toLocaleString('en-US')} tickets in 2024`,
              );
            },
          },
        }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2">Legend entry clicked: {clicked ?? 'none yet'}</Typography>
        <Button size="small" variant="outlined" disabled={clicked === null} onClick={() => setClicked(null)}>
          Clear
        </Button>
      </Stack>
    </Box>
  );
}
