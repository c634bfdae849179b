import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const platforms = ['Android', 'iOS', 'Web', 'Desktop'];
// App downloads per platform, in thousands.
const downloads = {
  2023: [610, 420, 180, 95],
  2024: [690, 515, 260, 80],
};

export default function AnimatedDownloadsBarChart() {
  const [year, setYear] = React.useState('2023');
  // Off by default: the bars jump straight to their new height.
  const [animate, setAnimate] = React.useState(false);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        App downloads by platform, {year}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Year"
          value={year}
          onChange={(_event, value) => {
            if (value !== null) setYear(value);
          }}
        >
          <ToggleButton value="2023">2023</ToggleButton>
          <ToggleButton value="2024">2024</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={animate} onChange={(event) => setAnimate(event.target.checked)} />}
          label="Animate changes"
        />
      </Box>
      <BarChart
        height={280}
        skipAnimation={!animate}
        hideLegend
        xAxis={[{ scaleType: 'band', data: platforms }]}
        yAxis={[{ label: 'Downloads (thousands)', width: 56, max: 800 }]}
        series={[
          {
            data: downloads[year],
            label: `Downloads in ${year}`,
            valueFormatter: (value) => (value === null ? '' : `${value}k`),
          },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
