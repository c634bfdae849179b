import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const languages = ['JavaScript', 'Python', 'TypeScript', 'Java', 'C#', 'C++', 'PHP', 'Go'];
// Share of respondents of a developer survey who used each language in the past year, in percent.
const share = [62, 51, 38, 30, 27, 23, 18, 14];

export default function AxisTextStyling() {
  const [fontSize, setFontSize] = React.useState(12);
  const sliderId = React.useId();

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Languages used by survey respondents
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, maxWidth: 420, mt: 1 }}>
        <Typography id={sliderId} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          Tick label size: {fontSize}px
        </Typography>
        <Slider
          size="small"
          min={9}
          max={20}
          value={fontSize}
          onChange={(_event, value) => setFontSize(value as number)}
          aria-labelledby={sliderId}
        />
      </Box>
      <BarChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: languages,
            // Inline styles are measured: bigger labels are hidden sooner when they would overlap.
            tickLabelStyle: { fontSize, fontWeight: 500 },
          },
        ]}
        yAxis={[
          {
            label: 'Respondents (%)',
            labelStyle: { fontSize: 13, fontStyle: 'italic' },
            tickLabelStyle: { fontSize: 11 },
          },
        ]}
        series={[{ data: share, label: 'Respondents', valueFormatter: (value) => (value === null ? '' : `${value}%`) }]}
        hideLegend
      />
    </Box>
  );
}
