import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

type Domain = 'nice' | 'symmetric';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly mean temperature of a city in 2023, compared with its 1991–2020 average, in °C.
const anomaly = [-0.4, 0.3, 1.2, 0.6, -0.2, 0.9, 1.8, 2.1, 1.4, 0.7, -0.1, 0.5];

// Centres zero: the same distance above and below it, rounded up to the next half degree.
const symmetric = (min: number, max: number) => {
  const extent = Math.ceil(Math.max(Math.abs(min), Math.abs(max)) * 2) / 2;
  return { min: -extent, max: extent };
};

export default function SymmetricDomain() {
  const theme = useTheme();
  const [domain, setDomain] = React.useState<Domain>('symmetric');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Temperature anomaly by month, 2023
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Domain limit of the y-axis"
        value={domain}
        onChange={(_event, value: Domain | null) => {
          if (value !== null) setDomain(value);
        }}
        sx={{ mt: 1 }}
      >
        <ToggleButton value="nice">nice</ToggleButton>
        <ToggleButton value="symmetric">function</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[
          {
            width: 48,
            domainLimit: domain === 'nice' ? 'nice' : symmetric,
            valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value} °C`,
            colorMap: {
              type: 'piecewise',
              thresholds: [0],
              colors: [theme.palette.info.main, theme.palette.error.main],
            },
          },
        ]}
        series={[
          {
            data: anomaly,
            label: 'Anomaly',
            valueFormatter: (value) => (value === null ? '' : `${value > 0 ? '+' : ''}${value.toFixed(1)} °C`),
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
