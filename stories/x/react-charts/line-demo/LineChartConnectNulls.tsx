import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart, lineElementClasses } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 21 }, (_, index) => `${index + 1} Apr`);
// Daily water level of a river gauge in April 2024, in centimetres; null when the sensor was offline.
const level = [142, 145, 151, 149, null, null, null, 171, 176, 172, 168, 163, null, 158, 155, 150, 148, null, null, 139, 137];

export default function LineChartConnectNulls() {
  const theme = useTheme();
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        River level at the town bridge, April 2024
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: days, tickLabelMinGap: 16 }]}
        yAxis={[{ label: 'Level (cm)', width: 56 }]}
        series={[
          // Drawn first, underneath: the same data with the gaps bridged, as a dashed line.
          // Without a label it has no legend entry, and its formatter keeps it out of the tooltip.
          {
            id: 'bridge',
            data: level,
            connectNulls: true,
            showMark: false,
            disableHighlight: true,
            curve: 'linear',
            color: '#90a4ae',
            valueFormatter: () => null,
          },
          // On top: the measured values, with gaps where the sensor was offline.
          {
            id: 'level',
            data: level,
            label: 'Water level',
            curve: 'linear',
            color: theme.palette.primary.main,
            valueFormatter: (value) => (value === null ? 'No reading' : `${value} cm`),
          },
        ]}
        grid={{ horizontal: true }}
        sx={{ [`& .${lineElementClasses.root}[data-series="bridge"]`]: { strokeDasharray: '4 4', strokeWidth: 1.5 } }}
      />
    </Box>
  );
}
